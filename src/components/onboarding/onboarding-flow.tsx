"use client";
/**
 * The onboarding flow: one question per step (name, time zone, day, working hours, focus time,
 * goals), each checked with its own schema before the user moves on, Back and Continue, and a
 * progress indicator. Finishing saves everything in one server action and continues to where the
 * user was going with a full page load, so the next page's guard sees the finished onboarding.
 */
import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { ArrowLeft, ArrowRight, Moon, Sun, Sunrise } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { errorKeys, setServerFieldErrors } from "@/components/forms/form-errors";
import { directionOf, toLocale } from "@/i18n/routing";
import { completeOnboardingAction } from "@/server/users/actions/complete-onboarding";
import {
  FOCUS_TIMES,
  fieldErrors as fieldErrorsOf,
  NAME_MAX,
  ONBOARDING_STEPS,
  onboardingSchema,
  type FocusTime,
} from "@/server/users/schemas";
import { FieldError, TimeField } from "./fields";
import { draftKey, duration, readDraft, STEP_FIELDS, stepResolver, type OnboardingAnswers } from "./onboarding-answers";
import { GoalsPicker } from "./goals-picker";
import { detectTimeZone, TimezoneField } from "./timezone-field";

const FOCUS_ICONS = { morning: Sunrise, afternoon: Sun, evening: Moon } as const;

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
  const current = ONBOARDING_STEPS[step];
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors: fieldErrors },
  } = useForm<OnboardingAnswers>({
    resolver: stepResolver(current),
    defaultValues: initial,
    // Composite fields (a time zone search, cards, goal chips): focus goes by id (showErrors).
    shouldFocusError: false,
  });
  const watched = useWatch({ control });
  const answers: OnboardingAnswers = { ...initial, ...watched };
  const errors = errorKeys(fieldErrors);
  const [timezoneTouched, setTimezoneTouched] = useState(false);
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
    reset(draft.answers);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off restore from this browser's storage
    setStep(draft.step);
  }, [resumeKey, initial, reset]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      localStorage.setItem(draftKey(resumeKey), JSON.stringify({ step, answers: { ...initial, ...watched } }));
    } catch {
      // Storage unavailable: the flow still works, it just starts over next time.
    }
  }, [resumeKey, step, initial, watched]);

  const total = ONBOARDING_STEPS.length;
  const last = step === total - 1;

  // After Back/Continue, move focus to the new question so keyboard and screen-reader users
  // start from it (not on first load: the name field has autofocus then).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const set = <K extends keyof OnboardingAnswers>(key: K, value: OnboardingAnswers[K]) => {
    // Each field's type is its own key's: the generic path type cannot see that.
    setValue(key as Parameters<typeof setValue>[0], value);
    // An error describes the value it was found in: editing the field clears it.
    clearErrors(key);
  };

  const showErrors = (found: FieldErrors | Record<string, string>) => {
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
      markErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const result = await completeOnboardingAction(payload);
      if (!result.ok) {
        markErrors(result.fieldErrors ?? {});
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

  /** Errors found over all the answers: shown on the first step they belong to. */
  function markErrors(found: Record<string, string>) {
    const stepIndex = ONBOARDING_STEPS.findIndex((s) => STEP_FIELDS[s].some((f) => f in found));
    if (stepIndex < 0) return;
    if (stepIndex !== step) goTo(stepIndex);
    setServerFieldErrors(setError, found, STEP_FIELDS[ONBOARDING_STEPS[stepIndex]]);
    showErrors(found);
  }

  function next() {
    if (last) return void finish();
    if (ONBOARDING_STEPS[step + 1] === "timezone" && !timezoneTouched && initial.timezone === "UTC") {
      const detected = detectTimeZone();
      if (detected) setValue("timezone", detected);
    }
    goTo(step + 1);
  }

  const awake = duration(answers.wakeTime, answers.bedTime);
  const working = duration(answers.workStart, answers.workEnd);
  const progressText = t("progress", { current: step + 1, total });

  return (
    <form onSubmit={(event) => handleSubmit(next, showErrors)(event)} noValidate className="flex flex-col gap-6">
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
              autoComplete="name"
              // The first field of the page: the form is the page's only task.
              autoFocus
              maxLength={NAME_MAX + 20}
              placeholder={t("name.placeholder")}
              {...register("name")}
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
