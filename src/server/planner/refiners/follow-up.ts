/**
 * Work on what a timed item leaves behind comes after it (issue 29, kind 8: dependency order):
 * "interview w/ the councillor 10:15 ... transcribe interview 45 mins", "shoot at 9, edit the shoot
 * photos", "client call at 2, write up the call": a task that transcribes, writes up, debriefs or
 * follows up a thing the day's timed event is named by is placed after that event; "write up last
 * night's survey notes" is the last one's, not today's survey's.
 */

import { titleWords } from "../references";
import type { ExtractedTask } from "../types";

/** Verbs (of one or two words) that work on what an event left: "transcribe", "write up". */
const FOLLOW = ["transcribe", "write up", "type up", "writeup", "debrief", "follow up", "follow-up", "edit", "upload"];
/** Words too common to name an event. */
const COMMON = new Set(["the", "a", "an", "my", "our", "from", "on", "of", "for", "with", "w/", "notes", "today"]);

/**
 * "last night's", "yesterday's", "last week's", "friday's", "the weekend's": what was left by an
 * earlier one ("write up last night's survey notes"), not by today's event of the same name.
 */
const PAST_AFTER_LAST = new Set(["night's", "nights", "week's", "weeks", "weekend's", "weekends", "time's"]);
const PAST = /^(?:yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s$/u;

/** Whether a title's words name an earlier one: "yesterday's", "friday's", "last night's". */
function earlier(words: string[]): boolean {
  return words.some(
    (w, k) => PAST.test(w) || (PAST_AFTER_LAST.has(w) && (words[k - 1] === "last" || words[k - 1] === "the")),
  );
}

/** The words after a follow-up verb opening the title, or null (also when an earlier one is named). */
function followed(title: string): string[] | null {
  const lower = title.toLocaleLowerCase().replace(/’/gu, "'");
  const verb = FOLLOW.find((v) => lower === v || lower.startsWith(`${v} `));
  if (!verb) return null;
  const words = lower.slice(verb.length).split(/\s+/u);
  if (earlier(words)) return null;
  return words.filter((w) => w.length >= 3 && !COMMON.has(w));
}

export function followUpAfterEvent(tasks: ExtractedTask[]): void {
  for (const t of tasks) {
    if (t.fixedStart) continue;
    const words = followed(t.title);
    if (!words?.length) continue;
    const event = tasks.find(
      (e) => e !== t && e.fixedStart && e.kind === "event" && words.some((w) => titleWords(e.title).has(w)),
    );
    if (!event || t.after?.includes(event.id)) continue;
    // (A deadline before the event leaves it where it is: "edit the interview before it airs".)
    if (t.deadline && event.fixedEnd && t.deadline < event.fixedEnd) continue;
    t.after = [...(t.after ?? []), event.id];
  }
}
