/**
 * The habits page's calls to /api/habits, through the one fetcher. Non-OK answers throw ApiError
 * (see errorMessage in src/lib/api-client.ts for the text users see).
 */
import { apiJson } from "@/lib/api-client";
import type { HabitView } from "@/server/habits/habit-view";
import type { CreateHabitInput, UpdateHabitInput, CheckInInput } from "@/server/habits/schemas";

interface CheckInAnswer {
  id: string;
  date: string;
  strength: number;
  streak: number;
  bestStreak: number;
  skipsLeft: number;
  points: { xp: number; coins: number };
}

const call = <T>(method: string, url: string, body?: unknown) => apiJson<T>(url, { method, body });

export const habitsApi = {
  list: (archived: boolean) =>
    call<{ habits: HabitView[] }>("GET", `/api/habits${archived ? "?archived=1" : ""}`).then((r) => r.habits),
  create: (input: CreateHabitInput) => call<{ habit: HabitView }>("POST", "/api/habits", input).then((r) => r.habit),
  update: (id: string, input: UpdateHabitInput) =>
    call<{ habit: HabitView }>("PATCH", `/api/habits/${encodeURIComponent(id)}`, input).then((r) => r.habit),
  remove: (id: string) => call<null>("DELETE", `/api/habits/${encodeURIComponent(id)}`),
  checkIn: (id: string, input: CheckInInput) =>
    call<CheckInAnswer>("POST", `/api/habits/${encodeURIComponent(id)}/check-ins`, input),
  undo: (id: string, date: string) =>
    call<CheckInAnswer>("DELETE", `/api/habits/${encodeURIComponent(id)}/check-ins/${date}`),
};
