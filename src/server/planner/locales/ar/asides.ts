/**
 * Arabic lines that plan nothing (issue 29, kind 3): "ما عندي دوام اليوم 😌" (no work today),
 * "مافي جامعة", "مفيش شغل النهارده" say what the day is not; "الحمد لله خلصت الامتحانات 🎉" is a
 * mood. Whole-title patterns, anchored, one alternation each.
 */

/** "ما عندي دوام", "مافي مدرسة اليوم", "مفيش شغل النهارده", "لا يوجد عمل". */
const NONE = [
  "ما\\s+عندي",
  "ماعندي",
  "ما\\s+في",
  "مافي",
  "ما\\s+فيه",
  "مفيش",
  "ما\\s+فيش",
  "لا\\s+يوجد",
  "ليس\\s+عندي",
  "بدون",
];
const WORK = ["دوام", "شغل", "عمل", "مدرسة", "مدرسه", "جامعة", "جامعه", "محاضرات", "دراسة", "دراسه"];
const TODAY = ["اليوم", "النهارده", "النهاردة", "هاليوم"];
const NO_WORK_AR = new RegExp(
  `^(?:${NONE.join("|")})\\s+(?:ال)?(?:${WORK.join("|")})(?:\\s+(?:${TODAY.join("|")}))?$`,
  "u",
);

/** "الحمد لله", "الحمد لله خلصت الامتحانات", "أخيرا خلصت": relief, no task. */
const RELIEF_AR = /^(?:الحمد\s+لله|الحمدلله|أخيرا|اخيرا)(?:\s+(?:خلصت|خلصنا|انتهيت|انتهت)(?:\s+\S+){0,2})?$/u;

/** "ما بعرف من وين أبلش", "مش عارف أبدأ منين": not knowing where to start, a mood. */
const LOST_AR = /^(?:ما\s+بعرف|مابعرف|ما\s+أعرف|ما\s+اعرف|مش\s+عارف|مش\s+عارفة|مو\s+عارف|مو\s+عارفة)(?:\s+\S+){0,4}$/u;

export const isArabicAside = (title: string): boolean =>
  NO_WORK_AR.test(title) || RELIEF_AR.test(title) || LOST_AR.test(title);
