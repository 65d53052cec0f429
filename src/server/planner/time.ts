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
  if (value.length === 5 && value.charCodeAt(2) === 58) {
    // Fast path for the canonical "HH:MM".
    const h1 = value.charCodeAt(0) - 48;
    const h2 = value.charCodeAt(1) - 48;
    const m1 = value.charCodeAt(3) - 48;
    const m2 = value.charCodeAt(4) - 48;
    if (h1 >= 0 && h1 <= 2 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9) {
      const total = (h1 * 10 + h2) * 60 + m1 * 10 + m2;
      if (total <= DAY_MINUTES) return total;
    }
  }
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
