import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { MoodView } from "@/components/mood/mood-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("mood"), robots: { index: false } };
}

/**
 * /mood (premium): check in, the recent check-ins, the year in pixels and the tags of better and
 * worse days.
 *
 * Prerendered once per language (issue 25): the browser fetches what the page shows (GET
 * /api/moods/overview). The proxy guards it from the database (src/proxy.ts); the API checks again.
 * Its client components get the "mood" scope's messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pages.mood");
  return (
    <ClientMessages scope="mood">
      <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
        <PageHeader title={t("title")} description={t("description")} />
        <MoodView />
      </main>
    </ClientMessages>
  );
}
