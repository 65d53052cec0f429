/** The mood API as the check-in components call it, through the one fetcher. */
import { apiFetch } from "@/lib/api-client";

export interface MoodPayload {
  date?: string;
  time?: string | null;
  score?: number;
  energy?: number | null;
  tags?: string[];
  note?: string | null;
}

export async function createMoodEntry(payload: MoodPayload): Promise<void> {
  await apiFetch("/api/moods", { method: "POST", body: payload });
}

export async function updateMoodEntry(id: string, payload: MoodPayload): Promise<void> {
  await apiFetch(`/api/moods/${encodeURIComponent(id)}`, { method: "PATCH", body: payload });
}

export async function deleteMoodEntry(id: string): Promise<void> {
  await apiFetch(`/api/moods/${encodeURIComponent(id)}`, { method: "DELETE" });
}
