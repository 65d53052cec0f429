/**
 * The resolver gives the schemas' messages keys per field, and errorKey finds the key of a list
 * or object field refused for one of its items.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { planningSchema, profileSchema } from "@/server/users/schemas";
import { errorKey, errorKeys } from "./form-errors";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

test("the zod resolver answers the schema's messages keys, field by field", async () => {
  const result = await zodResolver(profileSchema)(
    { name: "  ", image: "http://example.com/a.png" },
    undefined,
    options,
  );
  expect(errorKeys(result.errors)).toEqual({
    name: "account.errors.nameRequired",
    image: "account.errors.imageUrlInvalid",
  });
  const ok = await zodResolver(profileSchema)({ name: " Ada ", image: "" }, undefined, options);
  expect(ok).toEqual({ errors: {}, values: { name: "Ada", image: null } });
});

test("a list refused for one item reports that item's key; refinements land on their path", async () => {
  const values = {
    timezone: "Europe/Madrid",
    wakeTime: "07:00",
    bedTime: "06:00",
    workStart: "09:00",
    workEnd: "17:00",
    focusTime: "morning" as const,
    goals: ["Read", " "],
  };
  const result = await zodResolver(planningSchema)(values, undefined, options);
  expect(errorKey(result.errors.goals)).toBe("account.errors.goalEmpty");
  expect(errorKeys(result.errors)).toEqual({
    goals: "account.errors.goalEmpty",
    bedTime: "account.errors.bedBeforeWake",
    workEnd: "account.errors.workOutsideDay",
  });
  expect(errorKey(undefined)).toBeUndefined();
});
