/**
 * The landing page's example plan, produced by the planner itself (at build time, when the page is
 * rendered), so that what the landing shows is what a user gets for the same sentence. The text is
 * the English `landing.example.input` message (a test keeps the two equal); the Spanish and Arabic
 * pages show the same plan with translated titles (`landing.example.blocks.<key>`).
 */
import { planDay } from "./plan";
import type { BlockKind, PlanOptions } from "./types";

export const LANDING_EXAMPLE_TEXT =
  "Standup at 9:30, then about 90 minutes on the quarterly report. Answer emails before lunch with Sam at 12:30. Review Ana's designs for an hour, gym after work, and call Mom in the evening.";

/** A weekday with the onboarding's usual day and work hours. */
export const LANDING_EXAMPLE_OPTIONS: PlanOptions = {
  date: "2026-03-10",
  dayStart: "07:00",
  dayEnd: "22:00",
  workStart: "09:00",
  workEnd: "17:00",
  locale: "en",
};

export type LandingBlockKey = "standup" | "report" | "break" | "emails" | "lunch" | "review" | "gym" | "call";
export type LandingKind = "meeting" | "focus" | "break" | "admin" | "personal";

/** The planner's English title of each block -> its message key and the landing's colour group. */
const BY_TITLE: Record<string, { key: LandingBlockKey; kind: LandingKind }> = {
  Standup: { key: "standup", kind: "meeting" },
  "Quarterly report": { key: "report", kind: "focus" },
  Break: { key: "break", kind: "break" },
  "Answer emails": { key: "emails", kind: "admin" },
  "Lunch with Sam": { key: "lunch", kind: "personal" },
  "Review Ana's designs": { key: "review", kind: "focus" },
  Gym: { key: "gym", kind: "personal" },
  "Call Mom": { key: "call", kind: "personal" },
};

export interface LandingBlock {
  key: LandingBlockKey;
  kind: LandingKind;
  plannerKind: BlockKind;
  start: string;
  end: string;
}

/** The example's blocks in time order. Throws when the planner makes a block the landing has no words for. */
export function landingExampleBlocks(): LandingBlock[] {
  const result = planDay(LANDING_EXAMPLE_TEXT, LANDING_EXAMPLE_OPTIONS);
  if (result.unscheduled.length > 0)
    throw new Error(`The landing example leaves out: ${result.unscheduled.map((u) => u.title).join(", ")}`);
  return result.blocks.map((b) => {
    const known = BY_TITLE[b.title];
    if (!known) throw new Error(`The landing example has no message for the planner's block "${b.title}"`);
    return { key: known.key, kind: known.kind, plannerKind: b.kind, start: b.start, end: b.end };
  });
}
