/**
 * The small part of cron the in-process runner needs: five fields (minute, hour, day of month,
 * month, day of week) of `*`, numbers, ranges `a-b`, steps `*\/n` or `a-b/n`, and lists of those,
 * matched in UTC. pg-boss reads the same expressions on a PostgreSQL server.
 */

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 6 },
] as const;

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    let from = min;
    let to = max;
    if (range !== "*") {
      const [a, b] = range.split("-");
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
    }
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max || from > to) {
      throw new Error(`bad cron field "${text}"`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export type CronMatcher = (date: Date) => boolean;

/** A predicate that is true for the minutes the expression names (seconds are ignored). */
export function parseCron(expression: string): CronMatcher {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}" needs five fields`);
  const [minute, hour, day, month, weekday] = parts.map((p, i) => parseField(p, FIELDS[i].min, FIELDS[i].max));
  return (date) =>
    minute.has(date.getUTCMinutes()) &&
    hour.has(date.getUTCHours()) &&
    day.has(date.getUTCDate()) &&
    month.has(date.getUTCMonth() + 1) &&
    weekday.has(date.getUTCDay());
}
