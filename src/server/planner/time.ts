/** Minute arithmetic of the planner: the 5-minute grid, and the HH:MM helper of src/lib/time/clock.ts. */
export { DAY_MINUTES, isHHMM, toMinutes, fromMinutes } from "@/lib/time/clock";

export const GRID = 5;

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
