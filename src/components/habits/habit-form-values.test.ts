/** The habit form's values are checked by the server's createHabitSchema once turned into its input. */
import { zodResolver } from "@hookform/resolvers/zod";
import { errorKey } from "@/components/forms/form-errors";
import { habitFormDefaults, habitFormSchema } from "./habit-form-values";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

test("a new habit's defaults with a name become the API's input", async () => {
  const values = {
    ...habitFormDefaults(null, "2026-11-26"),
    name: " Water ",
    hasTarget: true,
    targetValue: "8",
    targetUnit: "glasses",
  };
  const result = await zodResolver(habitFormSchema)(values, undefined, options);
  expect(result.errors).toEqual({});
  expect(result.values).toEqual({
    name: "Water",
    icon: null,
    color: "#2563eb",
    schedule: { type: "daily" },
    target: { value: 8, unit: "glasses" },
    durationMinutes: null,
    window: null,
    reminderTime: null,
    reminderEmail: false,
    skipBudget: { skips: 1, perDays: 7 },
    startDate: "2026-11-26",
  });
});

test("a refused value answers the schema's messages key", async () => {
  const values = {
    ...habitFormDefaults(null, "2026-11-26"),
    name: "Broken",
    scheduleType: "everyNDays" as const,
    n: "99",
  };
  const result = await zodResolver(habitFormSchema)(values, undefined, options);
  expect(errorKey(result.errors)).toBe("habits.errors.schedule");
  const unnamed = await zodResolver(habitFormSchema)(habitFormDefaults(null, "2026-11-26"), undefined, options);
  expect(errorKey(unnamed.errors)).toBe("habits.errors.name");
});
