/**
 * Why a block is where it is, and why a task found no room: the reasons the solver gives, each
 * naming the constraint that decided (a deadline, "after work", a part of the day, the day being
 * full). Reasons are codes with parameters, worded by reasons.ts ("planner.reasons" in messages/).
 */

import type { Day } from "./timeline";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PartOfDay, PlanOptions, Reason } from "./types";
import type { MealType } from "./lexicon";

/** What the solver knows of a task's window when it explains a placement. */
export interface PlacedWindow {
  task: ExtractedTask;
  /** What set the window's start and end. */
  loBy?: "earliest" | "part" | "after" | "floor";
  hiBy?: "deadline" | "part" | "successor" | "before";
  /** The block already on the day that it must end before (hiBy "before"). */
  beforeTitle?: string;
  meal?: MealType;
}

/** "study until 11": an end time with no start time. */
export const UNTIL_ONLY =
  /^(?!.*(?:\bfrom\b|\bbetween\b|\bdesde\b|\bentre\b|\bde\s+(?:las?\s+)?\d|\d\s*[-–]\s*\d|\bat\s+\d|\ba\s+las?\s+\d)).*\b(?:until|till|til|hasta)\b/iu;

/** Words that show the person chose the part of the day (otherwise it was a sensible default). */
export const PART_WORDS =
  /morning|afternoon|evening|night|tonight|first thing|\b[ap]\.?m\b|bed|ma[ñn]ana|tarde|noche|dormir|temprano|primera hora/i;

export function reasonForPart(part: PartOfDay): string {
  return part;
}

const ANCHOR_REASONS: [RegExp, string][] = [
  [
    new RegExp(
      "\\b(?:after|once)\\s+(?:I'?m\\s+)?(?:done\\s+with\\s+|back\\s+from\\s+|finished\\s+with\\s+)?(?:the\\s+|" +
        "my\\s+)?(?:work|office|shift)\\b|(?:despu[eé]s|luego)\\s+del\\s+(?:trabajo|curro|turno)|" +
        "al\\s+salir\\s+del\\s+(?:trabajo|curro)|\\bon\\s+(?:the|my)\\s+way\\s+home\\b|camino\\s+a\\s+casa",
      "iu",
    ),
    "after-work",
  ],
  [
    /\bafter\s+(?:the\s+|my\s+)?(?:lunch|lunchtime)\b|(?:despu[eé]s|luego)\s+de\s+(?:comer|almorzar)|(?:despu[eé]s|luego)\s+de(?:l)?\s+(?:la\s+)?(?:comida|almuerzo)|tras\s+(?:la\s+)?comida/iu,
    "after-lunch",
  ],
  [
    /\bafter\s+(?:the\s+|my\s+)?(?:school|class|classes)\b|(?:despu[eé]s|luego)\s+de(?:l)?\s+(?:clase|clases|colegio|cole|instituto)/iu,
    "after-school",
  ],
  [/\bbefore\s+(?:bed|bedtime|sleep|sleeping)\b|antes\s+de\s+(?:dormir|acostarme|ir\s+a\s+la\s+cama)/iu, "before-bed"],
  [
    /\bafter\s+(?:the\s+|my\s+)?dinner\b|(?:despu[eé]s|luego)\s+de\s+cenar|(?:despu[eé]s|luego)\s+de\s+la\s+cena/iu,
    "after-dinner",
  ],
];

const DEADLINE_ANCHORS: [RegExp, string][] = [
  [/\bbefore\s+(?:the\s+|my\s+)?(?:work|office|shift)\b|antes\s+del\s+(?:trabajo|curro|turno)/iu, "before-work"],
  [
    /\bbefore\s+(?:the\s+|my\s+)?(?:lunch|lunchtime)\b|antes\s+de\s+(?:comer|almorzar)|antes\s+de(?:l)?\s+(?:la\s+)?(?:comida|almuerzo)/iu,
    "before-lunch",
  ],
];

/** "gym before work" reads better as "before work" than "before your 9am deadline". */
export function deadlineAnchorReason(task: ExtractedTask): Reason | undefined {
  if (!task.source) return undefined;
  for (const [re, code] of DEADLINE_ANCHORS)
    if (re.test(task.source)) return { code, params: { deadline: task.deadline ?? "" } };
  return undefined;
}

/** "gym after work" reads better as "after work" than "after 17:00". */
export function anchorReason(task: ExtractedTask): Reason | undefined {
  if (!task.source) return undefined;
  for (const [re, code] of ANCHOR_REASONS)
    if (re.test(task.source)) return { code, params: { time: task.earliestStart ?? "" } };
  return undefined;
}

export function unscheduledReason(
  f: PlacedWindow,
  day: Day,
  options: PlanOptions,
  cursor: number,
  afterTitle: string | undefined,
  meal: boolean,
  minutes: number,
  placed: number,
): Reason {
  const t = f.task;
  if (t.deadline && toMinutes(t.deadline) <= day.floor && options.now)
    return { code: "deadline-passed", params: { deadline: t.deadline } };
  if (meal && f.meal && f.meal !== "other") return { code: `no-room-${f.meal}` };
  if (f.hiBy === "deadline" && t.deadline)
    return { code: "no-room-deadline", params: { deadline: t.deadline, minutes } };
  if (f.hiBy === "before" && f.beforeTitle)
    return { code: "no-room-before", params: { title: f.beforeTitle, minutes } };
  if (t.partOfDay && (f.hiBy === "part" || f.loBy === "part"))
    return { code: `no-room-${t.partOfDay}`, params: { minutes } };
  if (afterTitle && cursor > day.floor) return { code: "no-room-after", params: { title: afterTitle, minutes } };
  if (t.earliestStart && f.loBy === "earliest")
    return { code: "no-room-after-time", params: { time: t.earliestStart, minutes } };
  if (placed === 0 && t.durationMinutes > day.end - day.floor)
    return { code: "longer-than-day", params: { minutes: t.durationMinutes } };
  return { code: "no-room", params: { dayEnd: fromMinutes(day.end), minutes } };
}
