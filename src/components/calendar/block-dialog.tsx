"use client";
/**
 * The calendar's block form, as a dialog: create (title, kind, day, times) or edit (also done and
 * delete). Everything a pointer can do on the grid is here too: the day and times as fields, and
 * buttons that move the block 15 minutes or a day at a time. Checked before anything is sent.
 */
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { BlockKind } from "@/server/planner/types";
import { MAX_NOTES_LENGTH } from "@/server/calendar/block-fields";
import { createBlockSchema } from "@/server/calendar/block-input";
import { Textarea } from "@/components/ui/textarea";
import { BLOCK_KINDS } from "./calendar-client";
import { DAY_MINUTES, fromMinutes, toMinutes } from "@/lib/time/clock";
import { isIsoDate, shiftBlock, STEP_MINUTES } from "./calendar-time";
import { runtimeKey } from "@/i18n/keys";

export interface BlockFormValues {
  title: string;
  notes: string;
  kind: BlockKind;
  date: string;
  start: string;
  end: string;
  done: boolean;
}

const TIME_RE = /^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** A time input cannot show 24:00: it shows 00:00, which as an end means midnight. */
const endToInput = (end: string) => (end === "24:00" ? "00:00" : end);
const inputToEnd = (value: string) => (value === "00:00" ? "24:00" : value);

/** The API's own check (its zod schema): the messages key of the first problem, or null. */
function validateBlock(v: BlockFormValues): string | null {
  const result = createBlockSchema.safeParse({
    date: v.date,
    start: v.start,
    end: v.end,
    title: v.title,
    kind: v.kind,
    notes: v.notes,
  });
  if (result.success) return null;
  return result.error.issues[0]?.message ?? "calendarApi.errors.invalidTime";
}

interface BlockDialogProps {
  mode: "create" | "edit";
  initial: BlockFormValues;
  fixed?: boolean;
  onSubmit: (values: BlockFormValues) => void;
  onDelete?: () => void;
  onClose: () => void;
}

export function BlockDialog({ mode, initial, fixed, onSubmit, onDelete, onClose }: BlockDialogProps) {
  const t = useTranslations("calendar");
  const tc = useTranslations("common");
  const tr = useTranslations();
  const id = useId();
  const [v, setV] = useState<BlockFormValues>(initial);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const set = (patch: Partial<BlockFormValues>) => {
    setV((current) => ({ ...current, ...patch }));
    setError(null);
  };

  function nudge(minutes: number, days: number) {
    if (!TIME_RE.test(v.start) || !TIME_RE.test(v.end) || !isIsoDate(v.date)) return setError(t("errors.invalidTime"));
    const next = shiftBlock(v, minutes, days);
    if (!next) return setError(t("errors.outsideDay"));
    set(next);
  }

  function changeStart(value: string) {
    // Moving the start keeps the length, as long as the day allows it.
    if (TIME_RE.test(value) && TIME_RE.test(v.start) && TIME_RE.test(v.end)) {
      const length = Math.max(5, toMinutes(v.end) - toMinutes(v.start));
      const end = Math.min(DAY_MINUTES, toMinutes(value) + length);
      return set({ start: value, end: fromMinutes(end) });
    }
    set({ start: value });
  }

  function submit() {
    const problem = validateBlock(v);
    if (problem) return setError(tr(runtimeKey(problem)));
    onSubmit({ ...v, title: v.title.replace(/\s+/g, " ").trim(), notes: v.notes.trim() });
  }

  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc("close")} data-testid="block-dialog">
        <DialogHeader>
          <DialogTitle>{mode === "create" ? t("dialog.createTitle") : t("dialog.editTitle")}</DialogTitle>
          <DialogDescription>
            {mode === "create"
              ? t("dialog.createDescription")
              : fixed
                ? t("dialog.fixedDescription")
                : t("dialog.editDescription")}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>{t("fields.title")}</Label>
            <Input
              id={`${id}-title`}
              value={v.title}
              maxLength={200}
              onChange={(e) => set({ title: e.target.value })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              autoFocus={mode === "create"}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-notes`}>{t("fields.notes")}</Label>
            <Textarea
              id={`${id}-notes`}
              value={v.notes}
              maxLength={MAX_NOTES_LENGTH}
              rows={2}
              onChange={(e) => set({ notes: e.target.value })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-kind`}>{t("fields.kind")}</Label>
            <NativeSelect id={`${id}-kind`} value={v.kind} onChange={(e) => set({ kind: e.target.value as BlockKind })}>
              {BLOCK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>{t("fields.date")}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={v.date}
                onChange={(e) => set({ date: e.target.value })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-start`}>{t("fields.start")}</Label>
              <Input
                id={`${id}-start`}
                type="time"
                step={300}
                value={v.start}
                onChange={(e) => changeStart(e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className="tabular-nums"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-end`}>{t("fields.end")}</Label>
              <Input
                id={`${id}-end`}
                type="time"
                step={300}
                value={endToInput(v.end)}
                onChange={(e) => set({ end: inputToEnd(e.target.value) })}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className="tabular-nums"
              />
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">{t("dialog.moveLegend")}</legend>
            <div className="grid grid-cols-2 gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => nudge(-STEP_MINUTES, 0)}>
                <ArrowUp aria-hidden />
                {t("dialog.earlier")}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => nudge(STEP_MINUTES, 0)}>
                <ArrowDown aria-hidden />
                {t("dialog.later")}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => nudge(0, -1)}>
                <ChevronLeft aria-hidden className="rtl:rotate-180" />
                {t("dialog.previousDay")}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => nudge(0, 1)}>
                {t("dialog.nextDay")}
                <ChevronRight aria-hidden className="rtl:rotate-180" />
              </Button>
            </div>
          </fieldset>
          {mode === "edit" && (
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-done`} checked={v.done} onCheckedChange={(value) => set({ done: value === true })} />
              <Label htmlFor={`${id}-done`}>{t("fields.done")}</Label>
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit">{mode === "create" ? t("dialog.create") : t("dialog.save")}</Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {tc("cancel")}
            </Button>
            {mode === "edit" && onDelete && (
              <Button
                type="button"
                variant="ghost"
                className="ms-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
                onClick={onDelete}
              >
                <Trash2 aria-hidden />
                {t("dialog.delete")}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
