/** Colour and icon per block kind, readable in light and dark themes. */
import { Activity, CalendarClock, Coffee, ListChecks, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { BlockKind } from "@/server/planner/types";

export const KIND_STYLES: Record<BlockKind, { icon: LucideIcon; card: string; dot: string; iconColor: string }> = {
  event: {
    icon: CalendarClock,
    card: "border-s-sky-500 dark:border-s-sky-400",
    dot: "bg-sky-500 dark:bg-sky-400",
    iconColor: "text-sky-700 dark:text-sky-300",
  },
  task: {
    icon: ListChecks,
    card: "border-s-indigo-500 dark:border-s-indigo-400",
    dot: "bg-indigo-500 dark:bg-indigo-400",
    iconColor: "text-indigo-700 dark:text-indigo-300",
  },
  break: {
    icon: Coffee,
    card: "border-s-slate-400 bg-muted/50 dark:border-s-slate-500",
    dot: "bg-slate-400 dark:bg-slate-500",
    iconColor: "text-slate-600 dark:text-slate-300",
  },
  meal: {
    icon: UtensilsCrossed,
    card: "border-s-amber-500 dark:border-s-amber-400",
    dot: "bg-amber-500 dark:bg-amber-400",
    iconColor: "text-amber-700 dark:text-amber-300",
  },
  habit: {
    icon: Activity,
    card: "border-s-emerald-500 dark:border-s-emerald-400",
    dot: "bg-emerald-500 dark:bg-emerald-400",
    iconColor: "text-emerald-700 dark:text-emerald-300",
  },
};
