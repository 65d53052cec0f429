/**
 * The AI path: with OPENAI_API_KEY set, plans come from the LLM extractor (a loopback
 * OpenAI-compatible server here), each counted against LLM_DAILY_QUOTA per user and day; over the
 * quota the rules engine plans and the plan says why.
 */
import { resetEnvForTests } from "@/lib/env";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "./generate-plan";
import { llmCallsOn, takeLlmCall } from "./llm-quota";
import { insertScheduleUser, llmTask, startLoopbackLlm, type LoopbackLlm } from "./testing/schedule-fixtures";

setupTestDatabase();

const VARS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL", "LLM_DAILY_QUOTA", "LLM_TIMEOUT_MS"] as const;
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));
let llm: LoopbackLlm;

beforeAll(async () => {
  llm = await startLoopbackLlm([
    llmTask({ title: "Standup", kind: "event", durationMinutes: 15, fixedStart: "09:30", fixedEnd: "09:45" }),
    llmTask({ title: "Report", durationMinutes: 120 }),
  ]);
  Object.assign(process.env, {
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: llm.baseURL,
    OPENAI_MODEL: "test-model",
    LLM_DAILY_QUOTA: "2",
    LLM_TIMEOUT_MS: "5000",
  });
  resetEnvForTests();
});

afterAll(async () => {
  for (const v of VARS) {
    if (saved[v] === undefined) delete process.env[v];
    else process.env[v] = saved[v];
  }
  resetEnvForTests();
  await llm.close();
});

const MORNING = new Date("2026-11-23T08:00:00Z");

describe(`the AI planner quota (${testDatabaseKind()})`, () => {
  test("uses the AI extractor until the daily quota is used up, then the rules engine with a note", async () => {
    const user = await insertScheduleUser();
    const input = { description: "standup at 9:30 and two hours on the report", date: "2026-11-24", replan: false };
    const first = await generatePlan(user, input, "en", MORNING);
    expect(first).toMatchObject({ engine: "llm" });
    expect(first.fallback).toBeUndefined();
    expect(first.blocks.find((b) => b.title === "Standup")?.start).toBe("09:30");
    await generatePlan(user, input, "en", MORNING);
    const third = await generatePlan(user, input, "en", MORNING);
    expect(third.engine).toBe("rules");
    expect(third.fallback).toBe("you have used today's AI planning quota, so the built-in planner was used");
    expect(third.blocks.find((b) => b.title === "Standup")?.start).toBe("09:30");
    expect(llm.calls).toBe(2);
    // The quota is per day in the user's time zone (the day of the request, not of the plan).
    expect(await llmCallsOn(user.id, "2026-11-23")).toBe(2);
    const nextDay = await generatePlan(user, input, "en", new Date("2026-11-24T08:00:00Z"));
    expect(nextDay.engine).toBe("llm");

    // Re-planning never calls the model.
    await generatePlan(user, { ...input, replan: true }, "en", MORNING);
    expect(llm.calls).toBe(3);

    // Another user has a quota of their own.
    const other = await insertScheduleUser();
    expect((await generatePlan(other, input, "en", MORNING)).engine).toBe("llm");
  });

  test("concurrent requests never take more calls than the quota", async () => {
    const user = await insertScheduleUser();
    const results = await Promise.all(Array.from({ length: 12 }, () => takeLlmCall(user.id, "2026-11-23", 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await llmCallsOn(user.id, "2026-11-23")).toBe(5);
    expect(await takeLlmCall(user.id, "2026-11-23", 0)).toBe(false);
  });
});
