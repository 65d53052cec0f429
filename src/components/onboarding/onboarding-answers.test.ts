/** Each onboarding step's resolver checks that step's answers with its own schema, and no others. */
import { errorKeys } from "@/components/forms/form-errors";
import { stepResolver, type OnboardingAnswers } from "./onboarding-answers";

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const answers: OnboardingAnswers = {
  name: "",
  timezone: "Europe/Madrid",
  wakeTime: "08:00",
  bedTime: "07:00",
  workStart: "09:00",
  workEnd: "17:00",
  focusTime: "",
  goals: [],
};

test("a step reports its own fields' messages keys only", async () => {
  expect(errorKeys((await stepResolver("name")(answers, undefined, options)).errors)).toEqual({
    name: "account.errors.nameRequired",
  });
  expect(errorKeys((await stepResolver("day")(answers, undefined, options)).errors)).toEqual({
    bedTime: "account.errors.bedBeforeWake",
  });
  expect(errorKeys((await stepResolver("focus")(answers, undefined, options)).errors)).toEqual({
    focusTime: "account.errors.focusRequired",
  });
  expect(await stepResolver("timezone")(answers, undefined, options)).toEqual({ errors: {}, values: answers });
});
