/**
 * The dashboard's calls to /api/schedule (plans, quick add, carry over, interpretation), through
 * the one fetcher. Block edits go through the calendar's API, the client's one way to edit a
 * block (see use-day-plan.ts). Each request names the language the page shows, so the reasons come
 * back worded for it. Non-OK answers throw ApiError.
 */
import { apiJson } from "@/lib/api-client";
import type { Locale } from "@/i18n/routing";
import type { AddedView, CarryOverOffer, PlanView } from "@/server/schedule/types";
import type { InterpretationEditInput } from "@/server/schedule/interpretation-schemas";
import type { InterpretationEditResponse, InterpretationResponse } from "@/server/schedule/interpretation-types";

const call = <T>(locale: Locale, method: string, url: string, body?: unknown) =>
  apiJson<T>(url, { method, body, locale });

export function createScheduleClient(locale: Locale) {
  return {
    /** The saved plan of `date`, or null when the day has none. */
    plan: (date: string) =>
      call<{ plan: PlanView | null }>(locale, "GET", `/api/schedule?date=${encodeURIComponent(date)}`).then(
        (r) => r.plan,
      ),
    generate: (date: string, description: string, replan = false) =>
      call<{ plan: PlanView }>(locale, "POST", "/api/schedule", { date, description, replan }).then((r) => r.plan),
    /**
     * One more thing on `date`, placed by the planner; `start`/`minutes` accept a suggested slot;
     * `otherDay` names the item of a plan's list for other days it is (it leaves that list once added).
     */
    quickAdd: (
      date: string,
      description: string,
      choice: { start?: string; minutes?: number; otherDay?: { date: string; id: string } } = {},
    ) => call<AddedView>(locale, "POST", "/api/schedule/quick-add", { date, description, ...choice }),
    carryOverOffer: () => call<CarryOverOffer>(locale, "GET", "/api/schedule/carry-over"),
    carryOver: (ids: string[]) => call<AddedView>(locale, "POST", "/api/schedule/carry-over", { ids }),
    /** What the planner understood of `date` (null when the day has no generated plan). */
    interpretation: (date: string) =>
      call<InterpretationResponse>(locale, "GET", `/api/schedule/interpretation?date=${encodeURIComponent(date)}`),
    /** One edit of one understood item; only what it affects moves. */
    editInterpretation: (date: string, taskId: string, edit: InterpretationEditInput["edit"]) =>
      call<InterpretationEditResponse>(locale, "PATCH", "/api/schedule/interpretation", { date, taskId, edit }),
  };
}
