/**
 * The onboarding flow's answers, per step: which fields each step asks, the step's resolver, the
 * draft kept in this browser until the flow is finished, and the durations the steps show.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import {
  ONBOARDING_STEPS,
  onboardingStepSchemas,
  toMinutes,
  type FocusTime,
  type OnboardingStep,
} from "@/server/users/schemas";

export interface OnboardingAnswers {
  name: string;
  timezone: string;
  wakeTime: string;
  bedTime: string;
  workStart: string;
  workEnd: string;
  focusTime: FocusTime | "";
  goals: string[];
}

export const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingAnswers)[]> = {
  name: ["name"],
  timezone: ["timezone"],
  day: ["wakeTime", "bedTime"],
  work: ["workStart", "workEnd"],
  focus: ["focusTime"],
  goals: ["goals"],
};

/**
 * A step's resolver: the step's own schema (the one the server's onboardingSchema is built from)
 * over the answers, its issues reported on the answers' fields.
 */
export function stepResolver(step: OnboardingStep) {
  return zodResolver(
    z.custom<OnboardingAnswers>().check(
      z.superRefine((answers: OnboardingAnswers, ctx) => {
        const result = onboardingStepSchemas[step].safeParse(answers);
        for (const issue of result.error?.issues ?? [])
          ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }),
    ),
  );
}

export function duration(from: string, to: string): { hours: number; minutes: number } | null {
  if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(to)) return null;
  const total = toMinutes(to) - toMinutes(from);
  return total > 0 ? { hours: Math.floor(total / 60), minutes: total % 60 } : null;
}

/** Where the flow keeps its step and answers in this browser, per account, until it is finished (issue 24). */
export const draftKey = (id: string) => `rhythm.onboarding.${id}`;

export function readDraft(id: string, initial: OnboardingAnswers): { step: number; answers: OnboardingAnswers } | null {
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
