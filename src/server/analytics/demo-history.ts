/**
 * Sixty days of believable history for the demo account, as plain rows (no database here, so it
 * is tested on its own): weekday and weekend plans with some blocks done, and one or two mood
 * check-ins on most days. Deterministic: the same dates give the same history, so seeding twice
 * or on two machines shows the same charts. A day's mood leans on how much of its plan got done
 * (plus noise), so the mood-vs-plan correlation has something real to find.
 */
import { addDays, isoWeekday } from "@/lib/time/dates";

interface DemoBlock {
  date: string;
  startMin: number;
  endMin: number;
  title: string;
  kind: string;
  fixed: boolean;
  done: boolean;
  taskId: string;
}
interface DemoPlan {
  date: string;
  description: string;
}
interface DemoMood {
  date: string;
  time: string;
  score: number;
  energy: number;
  tags: string[];
  note: string | null;
}
interface DemoHistory {
  plans: DemoPlan[];
  blocks: DemoBlock[];
  moods: DemoMood[];
}

/** mulberry32 seeded by a string hash: tiny, fast, and the same everywhere. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Template = [title: string, kind: string, start: string, minutes: number, optional?: boolean];

const WEEKDAY: Template[] = [
  ["Morning run", "task", "07:00", 30, true],
  ["Standup", "event", "09:30", 15],
  ["Deep work: quarterly report", "task", "09:45", 120],
  ["Break", "break", "11:45", 15],
  ["Emails and messages", "task", "12:00", 30],
  ["Lunch", "meal", "12:30", 45],
  ["Team meeting", "event", "14:00", 60, true],
  ["Code review", "task", "15:00", 90],
  ["Plan tomorrow", "task", "16:45", 15],
  ["Gym", "task", "18:00", 60, true],
  ["Read a book", "task", "21:30", 30, true],
];
const WEEKEND: Template[] = [
  ["Long run", "task", "08:30", 60, true],
  ["Brunch", "meal", "10:00", 60],
  ["Groceries", "task", "11:30", 45],
  ["Call family", "event", "16:00", 45, true],
  ["Tidy the flat", "task", "17:00", 60, true],
  ["Read a book", "task", "21:00", 45],
];
const NOTES = [
  "Slept well and the report moved forward.",
  "Too many meetings, not much real work.",
  "Good run this morning, felt sharp all day.",
  "Tired after a late night.",
  "Nice dinner with friends.",
  "Felt scattered; kept switching tasks.",
  "Quiet, focused day.",
];

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** History for the `days` days before `today` (today itself is left for the user). */
export function buildDemoHistory(today: string, days = 60): DemoHistory {
  const history: DemoHistory = { plans: [], blocks: [], moods: [] };
  for (let back = days; back >= 1; back--) {
    const date = addDays(today, -back);
    const rand = seededRandom(`rhythm-demo:${date}`);
    const weekday = isoWeekday(date) - 1;
    const weekend = weekday >= 5;
    // Most weekdays are planned, about half the weekend days; yesterday always, so that the demo
    // opens today with unfinished work to carry over (the draw is still made: other days stay the same).
    const planned = rand() > (weekend ? 0.45 : 0.08) || back === 1;
    // How the day went, 0.2..1: drives what got done and, loosely, the mood.
    const drive = 0.2 + 0.8 * rand();
    let doneShare = 0;
    const tags = new Set<string>();
    if (planned) {
      const template = weekend ? WEEKEND : WEEKDAY;
      const shift = Math.round((rand() - 0.5) * 4) * 5;
      let planned = 0;
      let done = 0;
      template.forEach(([title, kind, start, minutes, optional], i) => {
        if (optional && rand() < 0.35) return;
        const startMin = clamp(toMin(start) + (kind === "event" ? 0 : shift), 0, 1440 - minutes);
        const isDone = rand() < (kind === "event" || kind === "meal" ? 0.9 : drive);
        history.blocks.push({
          date,
          startMin,
          endMin: startMin + minutes,
          title,
          kind,
          fixed: kind === "event",
          done: isDone,
          taskId: `demo-${i}`,
        });
        if (kind !== "break") {
          planned += minutes;
          if (isDone) done += minutes;
        }
        if (isDone && /run|Gym/.test(title)) tags.add("exercise");
        if (isDone && title === "Call family") tags.add("family");
      });
      if (back === 1) {
        // At least one flexible task left open yesterday: the carry-over offer has something in it.
        const tasks = history.blocks.filter((b) => b.date === date && b.kind === "task");
        const last = tasks[tasks.length - 1];
        if (last && tasks.every((b) => b.done)) {
          last.done = false;
          done -= last.endMin - last.startMin;
        }
      }
      doneShare = planned > 0 ? done / planned : 0;
      history.plans.push({
        date,
        description: template
          .filter(([title]) => history.blocks.some((b) => b.date === date && b.title === title))
          .map(([title, , start]) => `${title.toLowerCase()} at ${start}`)
          .join(", "),
      });
      if (!weekend) tags.add("work");
    }
    if (rand() < 0.12) continue; // some days go unlogged
    if (weekend && rand() < 0.6) tags.add("social");
    const base = planned ? 1.4 + 3.2 * doneShare : 2.6 + 1.6 * drive;
    const score = clamp(Math.round(base + (rand() - 0.5) * 1.6), 1, 5);
    const energy = clamp(Math.round(1 + 3.5 * drive + (rand() - 0.5)), 1, 5);
    if (score <= 2 && rand() < 0.5) tags.add("sleep");
    if (rand() < 0.15) tags.add("health");
    const note = rand() < 0.35 ? NOTES[Math.floor(rand() * NOTES.length)] : null;
    history.moods.push({
      date,
      time: hhmm(19 * 60 + Math.floor(rand() * 24) * 5),
      score,
      energy,
      tags: [...tags],
      note,
    });
    if (rand() < 0.3) {
      const morning = clamp(score + (rand() < 0.5 ? -1 : 1), 1, 5);
      history.moods.push({
        date,
        time: hhmm(8 * 60 + Math.floor(rand() * 12) * 5),
        score: morning,
        energy: clamp(energy + 1, 1, 5),
        tags: [],
        note: null,
      });
    }
  }
  return history;
}
