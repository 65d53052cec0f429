import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { MoodCheckInForm } from "@/components/mood/mood-check-in-form";
import { MoodEntryList } from "@/components/mood/mood-entry-list";
import { MoodIconSprite } from "@/components/mood/mood-icons";
import { MoodTagInsights } from "@/components/mood/mood-tag-insights";
import { MoodYearGrid } from "@/components/mood/mood-year-grid";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requirePremiumPage } from "@/server/auth/guards";
import { dailyMoods, tagInsights } from "@/server/mood/insights";
import { listMoodFacts, listMoodTags, listRecentMoods } from "@/server/mood/queries";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("mood"), robots: { index: false } };
}

/** /mood (premium): check in, the recent check-ins, the year in pixels and the tags of better and worse days. */
async function MoodPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/mood");
  const t = await getTranslations("pages.mood");
  const today = zonedNow(user.timezone).date;
  const from = addDays(today, -364);
  const [recent, tags, facts] = await Promise.all([
    listRecentMoods(user.id, 20),
    listMoodTags(user.id),
    listMoodFacts(user.id, from, today),
  ]);
  const insights = tagInsights(facts);

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6" data-premium="true">
      <MoodIconSprite />
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("checkInTitle")}</CardTitle>
            <CardDescription>{t("checkInDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <MoodCheckInForm today={today} tags={tags} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("recentTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("recentEmpty")}</p>
            ) : (
              <MoodEntryList entries={recent} today={today} tags={tags} />
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("yearTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <MoodYearGrid days={dailyMoods(facts)} from={from} to={today} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("tagsTitle")}</CardTitle>
          <CardDescription>{t("tagsDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <MoodTagInsights {...insights} />
        </CardContent>
      </Card>
    </main>
  );
}

/** The page's client components get the "mood" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof MoodPage>[0]) {
  return (
    <ClientMessages scope="mood">
      <MoodPage {...props} />
    </ClientMessages>
  );
}
