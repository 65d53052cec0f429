/**
 * GET /api/account/settings -> 200 what /settings edits of the caller's account (name, e-mail and a
 * pending change, theme, notifications, and the planning settings); 401 when not signed in. The page
 * is prerendered (issue 25) and reads it in the browser; read from the database on every request.
 * Changes go through the page's server actions, which check the caller again.
 */
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { json } from "@/server/http/api-shapes/common";
import { accountSettingsSchema } from "@/server/http/api-shapes/account";
import { accountPreferences } from "@/server/users/account-preferences";

export const GET = route(async () => {
  const user = await requireUser();
  const { theme } = accountPreferences(user);
  return json(
    accountSettingsSchema,
    {
      name: user.name ?? "",
      email: user.email,
      pendingEmail: user.pendingEmail,
      emailVerified: !!user.emailVerified,
      theme,
      notificationsEnabled: user.notificationsEnabled,
      planning: {
        timezone: user.timezone,
        wakeTime: user.wakeTime,
        bedTime: user.bedTime,
        workStart: user.workStart,
        workEnd: user.workEnd,
        workDays: user.workDays,
        focusTime: user.focusTime ?? "morning",
        goals: user.goals,
        clockFormat: user.clockFormat,
        bufferMinutes: user.bufferMinutes,
        focusCapMinutes: user.focusCapMinutes,
        breakMinutes: user.breakMinutes,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
