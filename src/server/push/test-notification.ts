import "server-only";
/** "Send a test notification" (settings): one message to each of the caller's devices with notifications on. */
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import type { User } from "@/server/db/schema";
import { sendToUser } from "./send-push";

export async function sendTestNotification(
  user: Pick<User, "id" | "language">,
): Promise<{ sent: number; removed: number }> {
  const locale = toLocale(user.language);
  return sendToUser(user.id, {
    title: translate(locale, "push.notifications.testTitle"),
    body: translate(locale, "push.notifications.testBody"),
    url: localizedPathname({ href: "/settings", locale }),
    tag: "test",
  });
}
