/**
 * The 5-point mood scale as the UI shows it: a label and an icon for each score (never colour
 * alone), and a colour for the year grid and charts that reads in light and dark themes.
 */
import { Angry, Frown, Laugh, Meh, Smile, type LucideIcon } from "lucide-react";
import { moodScore } from "@/lib/mood-score";

export const MOOD_LEVELS: ReadonlyArray<{
  score: number;
  key: "awful" | "bad" | "okay" | "good" | "great";
  Icon: LucideIcon;
  cell: string;
}> = [
  { score: 1, key: "awful", Icon: Angry, cell: "bg-red-600 dark:bg-red-500" },
  { score: 2, key: "bad", Icon: Frown, cell: "bg-orange-400" },
  { score: 3, key: "okay", Icon: Meh, cell: "bg-yellow-300" },
  { score: 4, key: "good", Icon: Smile, cell: "bg-lime-500" },
  { score: 5, key: "great", Icon: Laugh, cell: "bg-emerald-600 dark:bg-emerald-400" },
];

/** The level of a score or of a day's average (rounded to the nearest whole score). */
export function moodLevel(value: number) {
  return MOOD_LEVELS[moodScore(value) - 1];
}

/** The /mood page's sprite (mood-icons.tsx) and its icons' ids: a level's face ("awful" … "great"), "edit", "delete". */
export const MOOD_ICON_SPRITE = "mood-icon";
export const moodIcon = (name: string): string => `${MOOD_ICON_SPRITE}-${name}`;
