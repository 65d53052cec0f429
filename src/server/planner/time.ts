/** Minute arithmetic on wall-clock "HH:MM" strings. */

export const GRID = 5;
export const DAY_MINUTES = 24 * 60;

const HHMM = /^([01]?\d|2[0-4]):([0-5]\d)$/;

export function isHHMM(value: string): boolean {
  const m = HHMM.exec(value);
  if (!m) return false;
  return Number(m[1]) < 24 || m[2] === "00";
}

/** "09:30" -> 570. Throws on malformed input. */
export function toMinutes(value: string): number {
  const m = HHMM.exec(value.trim());
  if (!m) throw new Error(`Invalid time "${value}" (expected HH:MM)`);
  const total = Number(m[1]) * 60 + Number(m[2]);
  if (total > DAY_MINUTES) throw new Error(`Invalid time "${value}"`);
  return total;
}

/** 570 -> "09:30"; clamps into 00:00..24:00. */
export function fromMinutes(total: number): string {
  const t = Math.max(0, Math.min(DAY_MINUTES, Math.round(total)));
  const h = Math.floor(t / 60);
  const m = t % 60;
  return `${h < 10 ? "0" : ""}${h}:${m < 10 ? "0" : ""}${m}`;
}

export function ceilGrid(total: number, grid = GRID): number {
  return Math.ceil(total / grid) * grid;
}

export function floorGrid(total: number, grid = GRID): number {
  return Math.floor(total / grid) * grid;
}

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
