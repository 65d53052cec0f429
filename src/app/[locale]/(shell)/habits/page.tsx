import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { HabitsBoard } from "@/components/habits/habits-board";
import { requirePremiumPage } from "@/server/auth/guards";
import { listHabits, todayFor } from "@/server/habits/queries";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("habits"), robots: { index: false } };
}

/** Habits (premium only): the list with today's check-ins, strength, streaks and history. */
async function HabitsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/habits");
  const t = await getTranslations("pages.habits");
  const habits = await listHabits(user);
  return (
    <main id="main" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8" data-premium="true">
      <PageHeader title={t("title")} description={t("description")} />
      <HabitsBoard today={todayFor(user)} initialHabits={habits} />
    </main>
  );
}

/** The page's client components get the "habits" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof HabitsPage>[0]) {
  return (
    <ClientMessages scope="habits">
      <HabitsPage {...props} />
    </ClientMessages>
  );
}
