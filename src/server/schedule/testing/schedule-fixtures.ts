import "server-only";
/** Test helpers for the schedule domain: users as real rows, and a loopback OpenAI-compatible server. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getDb } from "@/server/db/client";
import { users, type NewUser, type User } from "@/server/db/schema";

let counter = 0;
export async function insertScheduleUser(values: Partial<NewUser> = {}): Promise<User> {
  counter += 1;
  const [user] = await getDb()
    .insert(users)
    .values({
      email: `schedule-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@test.local`,
      name: "Test",
      hasCompletedOnboarding: true,
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      timezone: "UTC",
      wakeTime: "07:00",
      bedTime: "22:00",
      ...values,
    })
    .returning();
  return user;
}

export interface LoopbackLlm {
  baseURL: string;
  calls: number;
  close(): Promise<void>;
}

/** Answers every chat completion with the given tasks as structured output. */
export async function startLoopbackLlm(tasks: Record<string, unknown>[]): Promise<LoopbackLlm> {
  const state = { calls: 0 };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.calls += 1;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "test-model",
          choices: [
            { index: 0, message: { role: "assistant", content: JSON.stringify({ tasks }) }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get calls() {
      return state.calls;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const llmTask = (over: Record<string, unknown>) => ({
  title: "Task",
  kind: "task",
  durationMinutes: 60,
  fixedStart: null,
  fixedEnd: null,
  deadline: null,
  earliestStart: null,
  partOfDay: null,
  after: null,
  priority: null,
  ...over,
});
