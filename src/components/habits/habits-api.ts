/**
 * The habits page's calls to /api/habits and its TanStack Query keys. Non-OK answers throw
 * ApiError, whose userMessage is the server's translated text.
 */
import { ApiError } from "@/lib/api-client";
import type { HabitView } from "@/server/habits/habit-view";
import type { CreateHabitInput, UpdateHabitInput, CheckInInput } from "@/server/habits/schemas";

export const HABITS_KEY = ["habits"] as const;
export const habitsKey = (archived: boolean) => [...HABITS_KEY, archived ? "all" : "active"] as const;

interface CheckInAnswer {
  id: string;
  date: string;
  strength: number;
  streak: number;
  bestStreak: number;
  skipsLeft: number;
  points: { xp: number; coins: number };
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text().catch(() => "")) || res.statusText);
  return (await res.json()) as T;
}

export const habitsApi = {
  list: (archived: boolean) =>
    call<{ habits: HabitView[] }>("GET", `/api/habits${archived ? "?archived=1" : ""}`).then((r) => r.habits),
  create: (input: CreateHabitInput) => call<{ habit: HabitView }>("POST", "/api/habits", input).then((r) => r.habit),
  update: (id: string, input: UpdateHabitInput) =>
    call<{ habit: HabitView }>("PATCH", `/api/habits/${encodeURIComponent(id)}`, input).then((r) => r.habit),
  remove: (id: string) => call<{ deleted: true }>("DELETE", `/api/habits/${encodeURIComponent(id)}`),
  checkIn: (id: string, input: CheckInInput) =>
    call<CheckInAnswer>("POST", `/api/habits/${encodeURIComponent(id)}/check-ins`, input),
  undo: (id: string, date: string) =>
    call<CheckInAnswer>("DELETE", `/api/habits/${encodeURIComponent(id)}/check-ins/${date}`),
};

export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const text = error.userMessage;
    if (text && text.length < 300 && !text.trimStart().startsWith("<")) return text;
  }
  return fallback;
}
