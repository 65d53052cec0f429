/** Profile edits: name and photo of the caller's row only; clearing the photo stores NULL. */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { profileSchema } from "./schemas";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";
import { updateProfile } from "./update-profile";

setupTestDatabase();

describe(`updateProfile (${testDatabaseKind()})`, () => {
  test("saves the name and an https photo URL, and only for the caller", async () => {
    const me = await insertTestUser({ name: "Old", image: null });
    const other = await insertTestUser({ name: "Other", image: "https://example.com/other.png" });

    const input = profileSchema.parse({ name: "  Ada Lovelace ", image: " https://images.example.com/ada.jpg " });
    expect(await updateProfile(me.id, input)).toEqual({
      name: "Ada Lovelace",
      image: "https://images.example.com/ada.jpg",
    });

    const saved = await readTestUser(me.id);
    expect(saved).toMatchObject({ name: "Ada Lovelace", image: "https://images.example.com/ada.jpg" });
    expect(await readTestUser(other.id)).toMatchObject({ name: "Other", image: "https://example.com/other.png" });
  });

  test("an empty photo field removes the photo", async () => {
    const me = await insertTestUser({ name: "Ada", image: "https://example.com/a.png" });
    await updateProfile(me.id, profileSchema.parse({ name: "Ada", image: "" }));
    expect((await readTestUser(me.id))?.image).toBeNull();
  });

  test("bad input is refused by the schema before anything is written", async () => {
    const me = await insertTestUser({ name: "Ada", image: "https://example.com/a.png" });
    for (const image of [
      "http://example.com/a.png",
      "javascript:alert(1)",
      "https://user:pw@example.com/a.png",
      "not a url",
    ]) {
      const parsed = profileSchema.safeParse({ name: "Ada", image });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe("account.errors.imageUrlInvalid");
    }
    expect(profileSchema.safeParse({ name: "   ", image: "" }).error?.issues[0].message).toBe(
      "account.errors.nameRequired",
    );
    expect(await readTestUser(me.id)).toMatchObject({ name: "Ada", image: "https://example.com/a.png" });
  });
});
