/**
 * Habits in the plan (pure part): which habits are due on a day, the planner tasks for those that
 * take time (kind "habit", their duration, their window as a part of the day or a time range), and
 * the merge with the tasks read from the description, so "gym after work" with a Gym habit gives
 * one block (the description's, with its own timing) and not two.
 *
 * "N times a week" is spread over the week (3: Monday, Wednesday, Saturday) and catches up: it is
 * due while the check-ins so far this week are behind that spread. "Every N days" is due when
 * nothing was done in the N−1 days before.
 */
import type { ExtractedTask } from "@/server/planner/types";
import { dayNumber, isoWeekdayOfDay, weekStart } from "@/lib/time/dates";
import type { HabitSchedule, HabitWindow } from "./schemas";

export interface PlannableHabit {
  id: string;
  name: string;
  schedule: HabitSchedule;
  startDate: string;
  durationMinutes: number;
  window: HabitWindow | null;
}

export interface HabitTask extends ExtractedTask {
  habitId: string;
}

/** Task ids of habit tasks: recognisable, and unique within a plan. */
const habitTaskId = (habitId: string) => `habit:${habitId}`;

/** Whether the habit is due on `date`, given the dates it was done on. */
export function isDue(
  habit: Pick<PlannableHabit, "schedule" | "startDate">,
  date: string,
  doneDates: Set<string> | string[],
): boolean {
  if (date < habit.startDate) return false;
  const day = dayNumber(date);
  const done = [...doneDates].map(dayNumber);
  const s = habit.schedule;
  switch (s.type) {
    case "daily":
      return true;
    case "weekdays":
      return s.days.includes(isoWeekdayOfDay(day));
    case "everyNDays":
      return !done.some((d) => d < day && d > day - s.n);
    case "timesPerWeek": {
      const monday = weekStart(day);
      const doneThisWeek = done.filter((d) => d >= monday && d < day).length;
      if (doneThisWeek >= s.times) return false;
      const offset = day - monday;
      let ideal = 0;
      for (let k = 0; k < s.times; k++) if (Math.round((k * 7) / s.times) <= offset) ideal++;
      return doneThisWeek < ideal;
    }
  }
}

export function habitTask(habit: PlannableHabit): HabitTask {
  const task: HabitTask = {
    id: habitTaskId(habit.id),
    habitId: habit.id,
    title: habit.name,
    kind: "habit",
    durationMinutes: habit.durationMinutes,
    priority: 3,
    source: habit.name,
  };
  if (habit.window && "part" in habit.window) task.partOfDay = habit.window.part;
  else if (habit.window) {
    task.earliestStart = habit.window.start;
    task.deadline = habit.window.end;
  }
  return task;
}

/** Lower case, accents and punctuation gone, single spaces: "Gym!" and "gym" are the same name. */
export function normaliseName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A description task names the habit when its title is the habit's name or contains it as whole words. */
function namesHabit(title: string, habitName: string): boolean {
  const t = ` ${normaliseName(title)} `;
  const h = normaliseName(habitName);
  return h.length > 0 && t.includes(` ${h} `);
}

interface MergedTasks {
  tasks: ExtractedTask[];
  /** Planner task id -> habit id, for the blocks that come out of them. */
  habitByTask: Map<string, string>;
}

/**
 * The description's tasks plus the due habits' tasks; a description task that names a habit
 * becomes that habit's (kind "habit") and the habit adds no second task.
 */
export function mergeHabitTasks(extracted: ExtractedTask[], habitTasks: HabitTask[]): MergedTasks {
  const habitByTask = new Map<string, string>();
  const tasks = extracted.map((t) => ({ ...t }));
  const taken = new Set<string>();
  for (const h of habitTasks) {
    const match =
      tasks.find((t) => !habitByTask.has(t.id) && t.fixedStart === undefined && namesHabit(t.title, h.title)) ??
      tasks.find((t) => !habitByTask.has(t.id) && namesHabit(t.title, h.title));
    if (match) {
      match.kind = "habit";
      // The description said nothing about when: the habit's window applies.
      if (match.fixedStart === undefined && !match.earliestStart && !match.deadline && !match.partOfDay) {
        if (h.partOfDay) match.partOfDay = h.partOfDay;
        if (h.earliestStart) match.earliestStart = h.earliestStart;
        if (h.deadline) match.deadline = h.deadline;
      }
      habitByTask.set(match.id, h.habitId);
      taken.add(h.habitId);
    }
  }
  const ids = new Set(tasks.map((t) => t.id));
  for (const h of habitTasks) {
    if (taken.has(h.habitId) || ids.has(h.id)) continue;
    const { habitId, ...task } = h;
    tasks.push(task);
    habitByTask.set(task.id, habitId);
  }
  return { tasks, habitByTask };
}
