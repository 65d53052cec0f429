/** The mood API as the check-in components call it. */
import { apiRequest } from "@/lib/api-client";

interface MoodPayload {
  date?: string;
  time?: string | null;
  score?: number;
  energy?: number | null;
  tags?: string[];
  note?: string | null;
}

export async function createMoodEntry(payload: MoodPayload): Promise<void> {
  await apiRequest("POST", "/api/moods", payload);
}

export async function updateMoodEntry(id: string, payload: MoodPayload): Promise<void> {
  await apiRequest("PATCH", `/api/moods/${encodeURIComponent(id)}`, payload);
}

export async function deleteMoodEntry(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/moods/${encodeURIComponent(id)}`);
}
