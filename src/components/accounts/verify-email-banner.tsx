"use client";
/**
 * Reminds an unverified user to confirm their address, with "Resend" (issue 17). Dismissed for
 * the rest of this browser session (sessionStorage), not forever: verification is still needed
 * before a subscription. `justSignedUp` words it as the next step after sign-up, where a toast
 * would be lost in the navigation to onboarding.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { MailWarning, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ResendVerificationButton } from "@/components/profile/resend-verification-button";
import { usePathname } from "@/i18n/navigation";

// These pages show the address's state and their own "Resend" already.
const PAGES_WITH_OWN_NOTICE = ["/settings", "/profile"];

const DISMISSED_KEY = "rhythm.verifyBannerDismissed";

export function VerifyEmailBanner({ email, justSignedUp = false }: { email: string; justSignedUp?: boolean }) {
  const t = useTranslations("accounts.verifyBanner");
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = sessionStorage.getItem(DISMISSED_KEY);
    } catch {
      // Storage unavailable: show the banner.
    }
    // Read after mount: the server cannot know this browser's choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDismissed(stored === email);
  }, [email]);
  if (dismissed || PAGES_WITH_OWN_NOTICE.includes(pathname)) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, email);
    } catch {
      // Nothing to remember it in: it stays hidden until the next page.
    }
    setDismissed(true);
  };
  return (
    <section aria-label={t("label")} data-testid="verify-banner" className="border-b bg-accent text-accent-foreground">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <MailWarning aria-hidden className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">{justSignedUp ? t("afterSignUp", { email }) : t("text", { email })}</p>
        <ResendVerificationButton size="sm" variant="outline" />
        <Button type="button" size="icon" variant="ghost" aria-label={t("dismiss")} onClick={dismiss}>
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
