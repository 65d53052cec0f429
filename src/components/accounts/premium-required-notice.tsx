"use client";
/**
 * /pricing after a premium page sent a signed-in user here (?reason=premium&from=/calendar): why
 * they are here ("Your plan does not include the calendar"), their current plan, and the ways on:
 * the trial below, their profile, and signing out. The page is static: the query and the account
 * are read in the browser, and the texts come from the server as props.
 */
import NextLink from "next/link";
import { useEffect, useState } from "react";
import { apiJson } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { signOutFromPublicPage, type PublicProfile } from "./public-session";

interface PremiumNoticeTexts {
  /** "Your plan does not include {feature}; …" per premium path, already filled in. */
  byPath: Record<string, string>;
  generic: string;
  statusFree: string;
  /** With "{date}" to fill in. */
  statusEnded: string;
  statusOther: string;
  profile: string;
  signOut: string;
}

export function PremiumRequiredNotice({
  texts,
  hrefs,
  locale,
}: {
  texts: PremiumNoticeTexts;
  hrefs: { profile: string; home: string };
  locale: string;
}) {
  const [state, setState] = useState<{ from: string; profile: PublicProfile; now: number } | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("reason") !== "premium") return;
    const from = url.searchParams.get("from") ?? "";
    apiJson<PublicProfile | null>("/api/account/summary")
      .then((profile) => profile && setState({ from, profile, now: Date.now() }))
      .catch(() => {});
  }, []);
  if (!state) return null;
  const { profile, from, now } = state;
  const ended =
    profile.subscriptionEndDate && profile.subscriptionTier !== "free" ? new Date(profile.subscriptionEndDate) : null;
  const status =
    profile.subscriptionTier === "free"
      ? texts.statusFree
      : ended && ended.getTime() <= now
        ? texts.statusEnded.replace("{date}", new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(ended))
        : texts.statusOther;
  return (
    <section
      role="status"
      aria-live="polite"
      data-testid="premium-required"
      className="mx-auto mt-6 max-w-3xl rounded-lg border bg-card px-4 py-4 sm:px-6"
    >
      <p className="font-medium">{texts.byPath[from] ?? texts.generic}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {status} <span dir="ltr">({profile.email})</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <NextLink prefetch={false} href={hrefs.profile}>
            {texts.profile}
          </NextLink>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => void signOutFromPublicPage(hrefs.home)}>
          {texts.signOut}
        </Button>
      </div>
    </section>
  );
}
