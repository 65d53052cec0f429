/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): a day the person says
 * starts early ("hay que madrugar", "toca madrugar", "early start", "up early", "لازم أصحى بدري")
 * reads a bare deadline just before the usual start as that morning: "comprar la masa antes de las
 * 8" is 8am, not 8pm. Deadlines are read as if the day began two hours sooner (build-tasks.ts); what
 * is due before the planned start is then pinned right before its hour (before-day-starts.ts).
 * Timed items keep their own reading ("entregar el pedido a las 6" is still the evening).
 */

const EARLY_WORDS = [
  "madrugar",
  "madrugo",
  "madrugón",
  "madrugon",
  "early\\s+start",
  "early\\s+one",
  "up\\s+early",
  "get\\s+up\\s+early",
  "[أا]صحى\\s+بدري",
  "نصحى\\s+بدري",
  "صحيان\\s+بدري",
  "[أا]صحو\\s+مبكر[اً]?",
];
const EARLY = new RegExp(`(?<!\\p{L})(?:${EARLY_WORDS.join("|")})(?!\\p{L})`, "iu");
/** How much sooner an early day begins. */
const SOONER = 120;

export function readingDayStart(text: string, dayStart: number): number {
  return EARLY.test(text) ? Math.max(0, dayStart - SOONER) : dayStart;
}
