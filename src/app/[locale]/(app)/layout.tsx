import type { ReactNode } from "react";
import { AppClientFrame } from "@/components/app-client-frame";
import { AppFrame } from "@/components/app-shell/app-frame";
import { toLocale } from "@/i18n/routing";
import { getCurrentUser } from "@/server/auth/guards";
import { frameFor } from "@/server/users/app-frame";

/**
 * The signed-in app's frame (components/app-shell/app-frame.tsx) with the user read on the server.
 * Access is decided by each page's guard (it runs on every request, including RSC and prefetch
 * requests, which may skip this layout); the frame only needs the user. The dashboard is
 * prerendered and lives in (shell), whose frame fetches its user (issue 25).
 */
export default async function AppLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = toLocale((await params).locale);
  const user = await getCurrentUser();
  return (
    <AppClientFrame locale={locale} scope="app-frame">
      {user ? (
        <AppFrame frame={frameFor(user)} fromServer>
          {children}
        </AppFrame>
      ) : (
        children
      )}
    </AppClientFrame>
  );
}
