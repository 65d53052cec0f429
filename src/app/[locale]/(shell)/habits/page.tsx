import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { HabitsView } from "@/components/habits/habits-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("habits"), robots: { index: false } };
}

/**
 * Habits (premium only): the list with today's check-ins, strength, streaks and history.
 *
 * Prerendered once per language (issue 25): the HTML is the page's frame, the same for everyone,
 * and the browser fetches the habits (GET /api/habits). The proxy guards it from the database
 * (src/proxy.ts); the API checks again. Its client components get the "habits" scope's messages
 * only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pages.habits");
  return (
    <ClientMessages scope="habits">
      <main id="main" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader title={t("title")} description={t("description")} />
        <HabitsView />
      </main>
    </ClientMessages>
  );
}
