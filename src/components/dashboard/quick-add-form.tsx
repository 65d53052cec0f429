"use client";
/**
 * Quick add: one line ("call the bank 20 min before 3pm") added to a day that already has blocks.
 * The planner places it in the best free slot without moving anything; what does not fit is shown
 * with the reason and one button per suggestion (the nearest slot, a shorter piece, the next day),
 * each of which adds it there in one click. Used by the dashboard and by the calendar.
 */
import { useId, useMemo, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toLocale } from "@/i18n/routing";
import type { AddedView, BlockView, MissView } from "@/server/schedule/types";
import { writePlanBlocks } from "@/components/calendar/block-cache";
import { createScheduleClient } from "./schedule-client";
import { useClockTime } from "@/components/app-shell/clock-format";

interface QuickAddFormProps {
  date: string;
  /** Blocks saved on `date` (not those added to another day from a suggestion). */
  onAdded?: (blocks: BlockView[]) => void;
  disabled?: boolean;
  /** Name the day in the label (the calendar, where the day shown is not obvious from the page). */
  namesDay?: boolean;
}

function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export function QuickAddForm({ date, onAdded, disabled = false, namesDay = false }: QuickAddFormProps) {
  const t = useTranslations("quickAdd");
  const locale = toLocale(useLocale());
  const client = useMemo(() => createScheduleClient(locale), [locale]);
  const queryClient = useQueryClient();
  const clock = useClockTime();
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [missed, setMissed] = useState<MissView[]>([]);

  function report(result: AddedView) {
    for (const b of result.added) {
      toast.success(
        result.date === date
          ? t("added", { title: b.title, start: clock(b.start), end: clock(b.end) })
          : t("addedOn", { title: b.title, date: dayLabel(result.date, locale), start: clock(b.start) }),
      );
    }
    if (result.date === date) onAdded?.(result.added);
    // Shown at once on the calendar (this form is on both pages) and in that day's cached plan.
    writePlanBlocks(queryClient, result.date, result.added);
  }

  async function send(words: string, day: string, choice: { start?: string; minutes?: number } = {}) {
    setBusy(true);
    setError("");
    try {
      const result = await client.quickAdd(day, words, choice);
      report(result);
      return result;
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? errorMessage(e, t("failed")) : t("failed"));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await send(text, date);
    if (!result) return;
    setMissed(result.missed);
    if (result.missed.length === 0) setText("");
  }

  async function accept(miss: MissView, day: string, choice: { start?: string; minutes?: number } = {}) {
    const result = await send(miss.text, day, choice);
    if (result && result.added.length > 0) {
      setMissed((list) => list.filter((m) => m !== miss));
      setText("");
    }
  }

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-3" data-testid="quick-add">
      <form onSubmit={onSubmit} className="space-y-1.5" noValidate>
        <Label htmlFor={inputId}>{namesDay ? t("labelFor", { date: dayLabel(date, locale) }) : t("label")}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("placeholder")}
            maxLength={4000}
            autoComplete="off"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={disabled || busy || text.trim() === ""}>
            {busy ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : <Plus aria-hidden />}
            {busy ? t("adding") : t("add")}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {missed.length > 0 && (
        <div role="status" data-testid="quick-add-missed">
          <ul className="space-y-2">
            {missed.map((m, i) => (
              <li key={`${m.text}-${i}`} className="rounded-md border border-amber-500/40 bg-amber-500/5 p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <p>{t("doesNotFit", { title: m.title, reason: m.reason })}</p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7 shrink-0"
                    aria-label={t("dismiss")}
                    onClick={() => setMissed((list) => list.filter((x) => x !== m))}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                <div className="mt-2 flex flex-wrap gap-2">
                  {m.nearest && (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void accept(m, date, { start: m.nearest!.start })}
                    >
                      {t("tryNearest", { start: clock(m.nearest.start), end: clock(m.nearest.end) })}
                    </Button>
                  )}
                  {m.shorter && (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void accept(m, date, { start: m.shorter!.start, minutes: m.shorter!.minutes })}
                    >
                      {t("tryShorter", { minutes: m.shorter.minutes, start: clock(m.shorter.start) })}
                    </Button>
                  )}
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => void accept(m, m.nextDate)}
                  >
                    {t("tryNextDay", { date: dayLabel(m.nextDate, locale) })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
