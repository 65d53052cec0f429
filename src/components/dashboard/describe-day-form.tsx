"use client";
/**
 * "Describe your day": the text area, the Generate My Schedule button (Planning your day... while
 * it works), the empty and too-long messages, and a couple of examples for a first visit.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Loader2, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_DESCRIPTION_LENGTH } from "@/lib/constants";
import { cn } from "@/lib/cn";

export type FormProblem = { kind: "empty" } | { kind: "server"; message: string } | { kind: "past" } | null;

interface DescribeDayFormProps {
  value: string;
  onChange: (value: string) => void;
  onGenerate: (description: string) => Promise<FormProblem>;
  busy: boolean;
  hasPlan: boolean;
  /** The day's label when it has already passed: planning it is confirmed first. */
  pastDate?: string;
  /** "Plan today instead", offered with the past-day question. */
  onPlanToday?: () => void;
}

export function DescribeDayForm({
  value,
  onChange,
  onGenerate,
  busy,
  hasPlan,
  pastDate,
  onPlanToday,
}: DescribeDayFormProps) {
  const t = useTranslations("dashboard.describe");
  const locale = useLocale();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<FormProblem>(null);
  // The limit is enforced where the text is typed (maxLength); a paste that did not fit says so.
  const [cut, setCut] = useState(false);
  const tooLong = value.length > MAX_DESCRIPTION_LENGTH;
  const count = (n: number) => n.toLocaleString(locale);

  async function submit(event?: FormEvent, pastConfirmed = false) {
    event?.preventDefault();
    if (busy) return;
    if (value.trim() === "") {
      setProblem({ kind: "empty" });
      area.current?.focus();
      return;
    }
    if (tooLong) {
      area.current?.focus();
      return;
    }
    if (pastDate && !pastConfirmed) {
      setProblem({ kind: "past" });
      return;
    }
    setProblem(null);
    const result = await onGenerate(value);
    setProblem(result);
  }

  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const invalid = (problem !== null && problem.kind !== "past") || tooLong;

  return (
    <form onSubmit={submit} className="space-y-3" aria-busy={busy}>
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={`${id}-text`} className="text-base font-semibold">
          {t("label")}
        </Label>
        <span
          className={cn("text-xs tabular-nums text-muted-foreground", tooLong && "font-medium text-destructive")}
          aria-hidden
        >
          {t("count", { count: count(value.length), max: count(MAX_DESCRIPTION_LENGTH) })}
        </span>
      </div>
      <Textarea
        ref={area}
        id={`${id}-text`}
        name="description"
        value={value}
        placeholder={t("placeholder")}
        maxLength={MAX_DESCRIPTION_LENGTH}
        rows={4}
        dir="auto"
        className="min-h-28 resize-y text-base leading-relaxed"
        onPaste={(e) => {
          const el = e.currentTarget;
          const kept = el.value.length - (el.selectionEnd - el.selectionStart);
          setCut(kept + e.clipboardData.getData("text").length > MAX_DESCRIPTION_LENGTH);
        }}
        onChange={(e) => {
          if (e.target.value.length < MAX_DESCRIPTION_LENGTH) setCut(false);
          onChange(e.target.value);
          if (problem?.kind === "empty" && e.target.value.trim() !== "") setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void submit();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? messageId : null, hintId].filter(Boolean).join(" ")}
      />
      <div id={messageId} aria-live="polite">
        {problem?.kind === "empty" && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            <p className="font-medium text-destructive">{t("emptyTitle")}</p>
            <p className="text-muted-foreground">{t("emptyHint")}</p>
          </div>
        )}
        {problem?.kind === "server" && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          >
            {problem.message}
          </p>
        )}
        {problem?.kind === "past" && pastDate && (
          <div role="alert" className="space-y-2 rounded-md border border-warning/50 bg-warning/5 px-3 py-2 text-sm">
            <p className="font-medium">{t("pastTitle", { date: pastDate })}</p>
            <p className="text-muted-foreground">{t("pastHint")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => void submit(undefined, true)}>
                {t("pastConfirm")}
              </Button>
              {onPlanToday && (
                <Button type="button" size="sm" variant="outline" onClick={onPlanToday}>
                  {t("pastToday")}
                </Button>
              )}
            </div>
          </div>
        )}
        {cut && !tooLong && problem === null && (
          <p role="status" className="text-sm text-muted-foreground">
            {t("pasteCut", { max: count(MAX_DESCRIPTION_LENGTH) })}
          </p>
        )}
        {tooLong && problem === null && (
          <p role="alert" className="text-sm text-destructive">
            {t("tooLong", { count: count(value.length), max: count(MAX_DESCRIPTION_LENGTH) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-disabled={tooLong || undefined}
          className="w-full sm:w-auto"
        >
          {busy ? (
            <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Sparkles aria-hidden />
          )}
          {busy ? t("planning") : t("generate")}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {locale === "ar" ? (
            t("languageNote")
          ) : hasPlan ? (
            t("replaceWarning")
          ) : (
            <span className="hidden sm:inline">{t("shortcut")}</span>
          )}
        </p>
      </div>
      {value.trim() === "" && !hasPlan && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t("examples")}</span>
          {(["example1", "example2"] as const).map((key) => (
            <button
              key={key}
              type="button"
              dir="auto"
              className="rounded-full border bg-background px-3 py-1 text-start text-xs transition-colors hover:bg-accent hover:text-accent-foreground"
              onClick={() => {
                onChange(t(key));
                setProblem(null);
                area.current?.focus();
              }}
            >
              {t(key)}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
