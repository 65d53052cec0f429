"use client";
/**
 * The /mood page's icons, drawn once (icon-sprite.tsx): the five mood faces appear in the check-in
 * form, the legend and every recent check-in, with Edit and Delete on each check-in; inline, they
 * were a third of the page's HTML (issue 25). The page renders MoodIconSprite once, before them.
 */
import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import { IconSprite } from "@/components/ui/icon-sprite";
import { MOOD_ICON_SPRITE, MOOD_LEVELS } from "./mood-scale";

const ICONS: Record<string, LucideIcon> = {
  edit: Pencil,
  delete: Trash2,
  ...Object.fromEntries(MOOD_LEVELS.map((l) => [l.key, l.Icon])),
};

export function MoodIconSprite() {
  return <IconSprite prefix={MOOD_ICON_SPRITE} icons={ICONS} />;
}
