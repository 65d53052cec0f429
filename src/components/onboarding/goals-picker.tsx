"use client";
/**
 * Goals: a few suggestions to toggle, plus the user's own words; up to MAX_GOALS, each up to
 * GOAL_MAX_LENGTH characters. Suggestions are stored in the words the user saw (their language).
 */
import { useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { Check, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { GOAL_MAX_LENGTH, goalsSchema, MAX_GOALS } from "@/server/users/schemas";
import { FieldError } from "./fields";

const PRESETS = ["productivity", "habits", "exercise", "stress", "learning", "family"] as const;

export function GoalsPicker({
  goals,
  onChange,
  error,
}: {
  goals: string[];
  onChange: (goals: string[]) => void;
  error?: string;
}) {
  const t = useTranslations("onboarding.goals");
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | undefined>();
  const full = goals.length >= MAX_GOALS;
  const presetLabels = PRESETS.map((p) => t(`presets.${p}`));
  const custom = goals.filter((g) => !presetLabels.includes(g));

  const toggle = (label: string) => {
    setDraftError(undefined);
    onChange(goals.includes(label) ? goals.filter((g) => g !== label) : [...goals, label]);
  };

  const add = () => {
    const text = draft.trim();
    if (!text) return setDraftError("account.errors.goalEmpty");
    const result = goalsSchema.safeParse([...goals, text]);
    if (!result.success) return setDraftError(result.error.issues[0].message);
    setDraftError(undefined);
    onChange([...goals, text]);
    setDraft("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the goal instead of submitting the step.
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t("suggestions")}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p, i) => {
            const label = presetLabels[i];
            const on = goals.includes(label);
            return (
              <button
                key={p}
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(label)}
                className={cn(
                  "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  "disabled:cursor-not-allowed disabled:opacity-50",
                  on ? "border-primary bg-accent text-accent-foreground" : "bg-background hover:bg-muted",
                )}
              >
                {on ? (
                  <Check aria-hidden className="size-4" />
                ) : (
                  <Plus aria-hidden className="size-4 text-muted-foreground" />
                )}
                {label}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="space-y-1.5">
        <Label htmlFor="goal-custom">{t("customLabel")}</Label>
        <div className="flex gap-2">
          <Input
            id="goal-custom"
            name="goal-custom"
            maxLength={GOAL_MAX_LENGTH + 20}
            placeholder={t("customPlaceholder")}
            value={draft}
            disabled={full}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={!!draftError}
            aria-describedby={draftError ? "goal-custom-error" : "goal-count"}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={full}>
            {t("add")}
          </Button>
        </div>
        <FieldError id="goal-custom-error" messageKey={draftError} />
      </div>

      {custom.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("yourGoals")}>
          {custom.map((g) => (
            <li
              key={g}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary bg-accent py-1 ps-3 pe-1 text-sm text-accent-foreground"
            >
              <span className="truncate">{g}</span>
              <button
                type="button"
                onClick={() => onChange(goals.filter((x) => x !== g))}
                aria-label={t("remove", { goal: g })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <p
        id="goal-count"
        className={cn("text-sm", full ? "font-medium text-foreground" : "text-muted-foreground")}
        aria-live="polite"
      >
        {full ? t("full", { max: MAX_GOALS }) : t("count", { count: goals.length, max: MAX_GOALS })}
      </p>
      <FieldError id="goals-error" messageKey={error} />
    </div>
  );
}
