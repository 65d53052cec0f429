import "server-only";
/** The caller's saved plan for a date, as the dashboard shows it (null when there is none yet). */
import type { Locale } from "@/i18n/routing";
import type { ClockFormat } from "@/lib/time/clock";
import { findPlan } from "./plan-store";
import { toPlanView } from "./plan-view";
import type { PlanView } from "./types";

export async function getPlan(
  userId: string,
  date: string,
  locale: Locale,
  clock: ClockFormat = "auto",
): Promise<PlanView | null> {
  const saved = await findPlan(userId, date, { interpretation: false });
  return saved ? toPlanView(saved, locale, {}, clock) : null;
}
