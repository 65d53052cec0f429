import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PopupRelay } from "@/components/auth/popup-relay";

/**
 * Runs inside the sign-in popup: starts the provider's flow, and when the provider sends the
 * browser back here (?done=1 or ?error=...), tells the opener and closes.
 */
export default async function AuthPopupPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const t = await getTranslations("auth");
  const provider = sp.provider === "apple" ? "apple" : "google";
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center p-6 text-center text-sm text-muted-foreground"
    >
      <PopupRelay
        provider={provider}
        done={sp.done === "1"}
        error={sp.error?.slice(0, 64)}
        working={t("popupWorking")}
        finished={t("popupDone")}
      />
    </main>
  );
}
