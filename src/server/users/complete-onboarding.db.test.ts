/** Finishing onboarding stores the answers and the flag on the caller's row. */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { completeOnboarding } from "./complete-onboarding";
import { onboardingSchema } from "./schemas";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";

setupTestDatabase();

const answers = {
  name: "  Ada ",
  timezone: "Europe/Madrid",
  wakeTime: "06:30",
  bedTime: "22:30",
  workStart: "08:00",
  workEnd: "16:00",
  focusTime: "morning",
  goals: ["Exercise more", " Read every day "],
  language: "es",
};

describe(`completeOnboarding (${testDatabaseKind()})`, () => {
  test("saves every answer, the language and hasCompletedOnboarding for the caller only", async () => {
    const me = await insertTestUser({ hasCompletedOnboarding: false });
    const other = await insertTestUser({ hasCompletedOnboarding: false });

    await completeOnboarding(me.id, onboardingSchema.parse(answers));

    expect(await readTestUser(me.id)).toMatchObject({
      name: "Ada",
      timezone: "Europe/Madrid",
      wakeTime: "06:30",
      bedTime: "22:30",
      workStart: "08:00",
      workEnd: "16:00",
      focusTime: "morning",
      goals: ["Exercise more", "Read every day"],
      language: "es",
      hasCompletedOnboarding: true,
    });
    expect(await readTestUser(other.id)).toMatchObject({ hasCompletedOnboarding: false, timezone: "UTC", goals: [] });
  });

  test("without a language the saved language is kept", async () => {
    const me = await insertTestUser({ hasCompletedOnboarding: false, language: "ar" });
    const { language: _language, ...rest } = answers;
    await completeOnboarding(me.id, onboardingSchema.parse(rest));
    expect((await readTestUser(me.id))?.language).toBe("ar");
  });

  test("an unknown user is a 404", async () => {
    await expect(completeOnboarding("nobody", onboardingSchema.parse(answers))).rejects.toMatchObject({ status: 404 });
  });
});
