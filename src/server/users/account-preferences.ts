import "server-only";
/**
 * The preferences that follow the account to every browser (issue 17): language and theme as
 * stored on the user row, narrowed to the values the app knows (an old or odd value reads as the
 * default rather than breaking the page).
 */
import type { User } from "@/server/db/schema";
import { LANGUAGES, THEMES, type Theme } from "./choices";
import type { Locale } from "@/i18n/routing";

export function accountPreferences(user: Pick<User, "language" | "theme">): { language: Locale; theme: Theme } {
  const language = (LANGUAGES as readonly string[]).includes(user.language) ? (user.language as Locale) : "en";
  const theme = (THEMES as readonly string[]).includes(user.theme) ? (user.theme as Theme) : "light";
  return { language, theme };
}
