/**
 * A day's deadline told as a statement (issue 29, kind 4): "deadline day ugh, piece is due to the
 * desk by 4pm", "report's due by noon", "the essay is due at 5" say when the day's work must be done,
 * not a task of its own: the statement goes, and the untimed work listed after it (tasks with no
 * time, deadline, part of the day or order of their own; not meals, breaks, habits or errands) gets
 * its deadline.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";
import { traitsOf } from "../schedule/traits";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";

const BEING = new Set(["is", "are", "'s", "’s"]);

/** "Piece is due to the desk", "Report's due": a thing, a verb of being, "due". */
function dueStatement(title: string): boolean {
  const words = title
    .toLocaleLowerCase()
    .replace(/(\p{L})(['’]s)(?![\p{L}])/gu, "$1 $2")
    .split(/\s+/u)
    .filter(Boolean);
  if (words.length < 3 || TASK_VERBS.has(words[0]) || SPANISH_INFINITIVE.test(words[0])) return false;
  const due = words.indexOf("due");
  return due > 1 && due <= 4 && BEING.has(words[due - 1]);
}

export function spreadDueStatement(tasks: ExtractedTask[]): void {
  const at = tasks.findIndex((t) => !t.fixedStart && t.deadline && dueStatement(t.source ?? t.title));
  if (at < 0) return;
  const statement = tasks[at];
  const deadline = toMinutes(statement.deadline as string);
  const work = tasks
    .slice(at + 1)
    .filter(
      (t) =>
        t.kind === "task" &&
        !t.fixedStart &&
        !t.deadline &&
        !t.partOfDay &&
        !t.earliestStart &&
        !t.after?.length &&
        !traitsOf(t).personal,
    );
  if (work.length === 0) return;
  for (const t of work) t.deadline = fromMinutes(deadline);
  tasks.splice(at, 1);
  for (const t of tasks) if (t.after) t.after = t.after.filter((id) => id !== statement.id);
}
