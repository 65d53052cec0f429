"use client";
/**
 * The onboarding flow: one question per step (name, time zone, day, working hours, focus time,
 * goals), each checked with its own schema before the user moves on, Back and Continue, and a
 * progress indicator. Finishing saves everything in one server action and continues to where the
 * user was going with a full page load, so the next page's guard sees the finished onboarding.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { ArrowLeft, ArrowRight, Moon, Sun, Sunrise } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { directionOf, toLocale } from "@/i18n/routing";
import { completeOnboardingAction } from "@/server/users/actions/complete-onboarding";
import {
  FOCUS_TIMES,
  fieldErrors,
  NAME_MAX,
  ONBOARDING_STEPS,
  onboardingSchema,
  onboardingStepSchemas,
  toMinutes,
  type FocusTime,
  type OnboardingStep,
} from "@/server/users/schemas";
import { FieldError, TimeField } from "./fields";
import { GoalsPicker } from "./goals-picker";
import { detectTimeZone, TimezoneField } from "./timezone-field";

interface OnboardingAnswers {
  name: string;
  timezone: string;
  wakeTime: string;
  bedTime: string;
  workStart: string;
  workEnd: string;
  focusTime: FocusTime | "";
  goals: string[];
}

const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingAnswers)[]> = {
  name: ["name"],
  timezone: ["timezone"],
  day: ["wakeTime", "bedTime"],
  work: ["workStart", "workEnd"],
  focus: ["focusTime"],
  goals: ["goals"],
};

const FOCUS_ICONS = { morning: Sunrise, afternoon: Sun, evening: Moon } as const;

function duration(from: string, to: string): { hours: number; minutes: number } | null {
  if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(to)) return null;
  const total = toMinutes(to) - toMinutes(from);
  return total > 0 ? { hours: Math.floor(total / 60), minutes: total % 60 } : null;
}

/** Where the flow keeps its step and answers in this browser, per account, until it is finished (issue 24). */
const draftKey = (id: string) => `rhythm.onboarding.${id}`;

function readDraft(id: string, initial: OnboardingAnswers): { step: number; answers: OnboardingAnswers } | null {
  try {
    const raw = JSON.parse(localStorage.getItem(draftKey(id)) ?? "null") as unknown;
    if (!raw || typeof raw !== "object") return null;
    const { step, answers } = raw as { step?: unknown; answers?: unknown };
    if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step >= ONBOARDING_STEPS.length) return null;
    if (!answers || typeof answers !== "object") return null;
    // Only the known answers, each of the type the flow starts with.
    const merged = { ...initial };
    for (const key of Object.keys(initial) as (keyof OnboardingAnswers)[]) {
      const value = (answers as Record<string, unknown>)[key];
      if (Array.isArray(initial[key]) ? Array.isArray(value) : typeof value === typeof initial[key])
        (merged as Record<string, unknown>)[key] = value;
    }
    return { step, answers: merged };
  } catch {
    return null;
  }
}

export function OnboardingFlow({
  initial,
  callbackUrl,
  resumeKey,
}: {
  initial: OnboardingAnswers;
  callbackUrl: string;
  /** The account's id: the flow resumes at the step this account left in this browser. */
  resumeKey: string;
}) {
  const t = useTranslations("onboarding");
  const tr = useTranslations();
  const locale = toLocale(useLocale());
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(initial);
  const [timezoneTouched, setTimezoneTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Resume where this account left (read after hydration: the server renders the first step).
  const restored = useRef(false);
  useEffect(() => {
    const draft = readDraft(resumeKey, initial);
    restored.current = true;
    if (!draft) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off restore from this browser's storage
    setAnswers(draft.answers);
    setStep(draft.step);
  }, [resumeKey, initial]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      localStorage.setItem(draftKey(resumeKey), JSON.stringify({ step, answers }));
    } catch {
      // Storage unavailable: the flow still works, it just starts over next time.
    }
  }, [resumeKey, step, answers]);

  const total = ONBOARDING_STEPS.length;
  const current = ONBOARDING_STEPS[step];
  const last = step === total - 1;

  // After Back/Continue, move focus to the new question so keyboard and screen-reader users
  // start from it (not on first load: the name field has autofocus then).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const set = <K extends keyof OnboardingAnswers>(key: K, value: OnboardingAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const rest = { ...e };
      delete rest[key];
      return rest;
    });
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    // After React has rendered the errors, so the field's description is the new one.
    // Every field's id is its name (the first focus card is "focusTime"); goals errors belong to the
    // free-text goal field.
    setTimeout(() => document.getElementById(first === "goals" ? "goal-custom" : first)?.focus(), 0);
  };

  const goTo = (index: number) => {
    moved.current = true;
    setFormError(null);
    setStep(index);
  };

  async function finish() {
    const payload = { ...answers, language: locale };
    const parsed = onboardingSchema.safeParse(payload);
    if (!parsed.success) {
      // Should not happen (every step was checked), but never send the user off with bad data.
      const found = fieldErrors(parsed.error);
      const stepIndex = ONBOARDING_STEPS.findIndex((s) => STEP_FIELDS[s].some((f) => f in found));
      if (stepIndex >= 0 && stepIndex !== step) goTo(stepIndex);
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      const result = await completeOnboardingAction(payload);
      if (!result.ok) {
        setFormError(result.error);
        toast.error(result.error);
        setSaving(false);
        return;
      }
      try {
        localStorage.removeItem(draftKey(resumeKey));
      } catch {
        // Nothing kept, nothing to remove.
      }
      window.location.assign(callbackUrl);
    } catch {
      setFormError(tr("common.errorGeneric"));
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = onboardingStepSchemas[current].safeParse(answers);
    if (!result.success) return showErrors(fieldErrors(result.error));
    setErrors({});
    if (last) return void finish();
    if (ONBOARDING_STEPS[step + 1] === "timezone" && !timezoneTouched && initial.timezone === "UTC") {
      const detected = detectTimeZone();
      if (detected) setAnswers((a) => ({ ...a, timezone: detected }));
    }
    goTo(step + 1);
  }

  const awake = duration(answers.wakeTime, answers.bedTime);
  const working = duration(answers.workStart, answers.workEnd);
  const progressText = t("progress", { current: step + 1, total });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-4 text-sm">
          <p className="font-medium text-primary" data-testid="onboarding-progress">
            {progressText}
          </p>
          <p className="text-muted-foreground">{t(`stepNames.${current}`)}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t("progressLabel")}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          aria-valuetext={progressText}
          className="flex h-2 gap-1"
        >
          {ONBOARDING_STEPS.map((s, i) => (
            <span
              key={s}
              className={`h-full flex-1 rounded-full transition-colors ${i <= step ? "bg-primary" : "bg-muted"}`}
            />
          ))}
        </div>
      </div>

      <div className="space-y-1.5">
        <h1
          id="onboarding-question"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none"
        >
          {t(`${current}.title`)}
        </h1>
        <p className="text-sm text-muted-foreground">{t(`${current}.description`)}</p>
      </div>

      <div className="min-h-48">
        {current === "name" && (
          <div className="space-y-1.5">
            <Label htmlFor="name">{t("name.label")}</Label>
            <Input
              id="name"
              name="name"
              autoComplete="name"
              // The first field of the page: the form is the page's only task.
              autoFocus
              maxLength={NAME_MAX + 20}
              placeholder={t("name.placeholder")}
              value={answers.name}
              onChange={(e) => set("name", e.target.value)}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? "name-error" : undefined}
            />
            <FieldError id="name-error" messageKey={errors.name} />
          </div>
        )}

        {current === "timezone" && (
          <TimezoneField
            value={answers.timezone}
            onChange={(zone) => {
              setTimezoneTouched(true);
              set("timezone", zone);
            }}
            error={errors.timezone}
          />
        )}

        {current === "day" && (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TimeField
                id="wakeTime"
                label={t("day.wake")}
                value={answers.wakeTime}
                onChange={(v) => set("wakeTime", v)}
                error={errors.wakeTime}
              />
              <TimeField
                id="bedTime"
                label={t("day.bed")}
                value={answers.bedTime}
                onChange={(v) => set("bedTime", v)}
                error={errors.bedTime}
              />
            </div>
            {awake && <p className="text-sm text-muted-foreground">{t("day.summary", awake)}</p>}
          </div>
        )}

        {current === "work" && (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TimeField
                id="workStart"
                label={t("work.start")}
                value={answers.workStart}
                onChange={(v) => set("workStart", v)}
                error={errors.workStart}
              />
              <TimeField
                id="workEnd"
                label={t("work.end")}
                value={answers.workEnd}
                onChange={(v) => set("workEnd", v)}
                error={errors.workEnd}
              />
            </div>
            {working && <p className="text-sm text-muted-foreground">{t("work.summary", working)}</p>}
          </div>
        )}

        {current === "focus" && (
          <div className="space-y-2">
            <RadioGroup
              dir={directionOf(locale)}
              value={answers.focusTime}
              onValueChange={(v) => set("focusTime", v as FocusTime)}
              aria-labelledby="onboarding-question"
              aria-invalid={!!errors.focusTime}
              aria-describedby={errors.focusTime ? "focusTime-error" : undefined}
              className="sm:grid-cols-3"
            >
              {FOCUS_TIMES.map((f) => {
                const Icon = FOCUS_ICONS[f];
                return (
                  <RadioCard
                    key={f}
                    value={f}
                    id={f === FOCUS_TIMES[0] ? "focusTime" : undefined}
                    className="flex-row sm:flex-col sm:items-start"
                  >
                    <Icon aria-hidden className="size-6 shrink-0 text-primary" />
                    <span className="space-y-0.5">
                      <span className="block font-medium">{tr(`account.focus.${f}`)}</span>
                      <span className="block text-muted-foreground">{t(`focus.${f}`)}</span>
                    </span>
                  </RadioCard>
                );
              })}
            </RadioGroup>
            <FieldError id="focusTime-error" messageKey={errors.focusTime} />
          </div>
        )}

        {current === "goals" && (
          <GoalsPicker goals={answers.goals} onChange={(g) => set("goals", g)} error={errors.goals} />
        )}
      </div>

      {formError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {formError}
        </p>
      )}

      <div className="flex items-center justify-between gap-3 border-t pt-6">
        {step > 0 ? (
          <Button type="button" variant="ghost" onClick={() => goTo(step - 1)} disabled={saving}>
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
            {tr("common.back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={saving} className="min-w-32">
          {last ? (saving ? t("finishing") : t("finish")) : tr("common.continue")}
          {!last && <ArrowRight aria-hidden className="rtl:-scale-x-100" />}
        </Button>
      </div>
    </form>
  );
}
