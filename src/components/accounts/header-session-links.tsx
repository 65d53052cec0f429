"use client";
/**
 * The public header's account links: "Sign in" for visitors; for a signed-in visitor, "Go to app"
 * and "Sign out" instead (a "Sign in" that leads a signed-in user back to /pricing is a dead end).
 */
import NextLink from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/locales";
import { signOutFromPublicPage, usePublicProfile } from "./public-session";

interface HeaderSessionLabels {
  signIn: string;
  goToApp: string;
  signOut: string;
}

export function HeaderSessionLinks({
  labels,
  hrefs,
  locale,
}: {
  labels: HeaderSessionLabels;
  hrefs: { signIn: string; home: string };
  /** The page's language: "Go to app" opens the role's home in it. */
  locale: string;
}) {
  const profile = usePublicProfile();
  const [busy, setBusy] = useState(false);
  if (!profile) {
    return (
      <li>
        <Button asChild variant="ghost" size="sm">
          <NextLink prefetch={false} href={hrefs.signIn}>
            {labels.signIn}
          </NextLink>
        </Button>
      </li>
    );
  }
  return (
    <>
      <li>
        <Button asChild variant="ghost" size="sm">
          <NextLink
            prefetch={false}
            href={localizedPathname({ href: profile.home, locale: toLocale(locale) })}
            title={profile.email}
          >
            {labels.goToApp}
          </NextLink>
        </Button>
      </li>
      <li>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOutFromPublicPage(hrefs.home);
          }}
        >
          {labels.signOut}
        </Button>
      </li>
    </>
  );
}
