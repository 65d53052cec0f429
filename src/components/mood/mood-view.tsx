"use client";
/**
 * The prerendered mood page's client side (issue 25): check in, the recent check-ins, the year in
 * pixels and the tags of better and worse days, from one request (GET /api/moods/overview), read
 * again after every check-in, edit or delete.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { MoodOverview } from "@/server/mood/overview";
import { MoodCheckInForm } from "./mood-check-in-form";
import { MoodEntryList } from "./mood-entry-list";
import { MoodIconSprite } from "./mood-icons";
import { MoodTagInsights } from "./mood-tag-insights";
import { MoodYearGrid } from "./mood-year-grid";

export function MoodView() {
  const t = useTranslations("pages.mood");
  const overview = useQuery({
    queryKey: queryKeys.moodOverview,
    queryFn: () => apiJson<MoodOverview>("/api/moods/overview"),
    ...READ_ON_EVERY_VISIT,
  });
  return (
    <FetchedPage
      queries={[overview]}
      labels={{ loading: t("load.loading"), failed: t("load.failed"), retry: t("load.retry") }}
    >
      {() => overview.data && <MoodSections data={overview.data} />}
    </FetchedPage>
  );
}

function MoodSections({ data }: { data: MoodOverview }) {
  const t = useTranslations("pages.mood");
  return (
    <div className="space-y-6" data-premium="true">
      <MoodIconSprite />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("checkInTitle")}</CardTitle>
            <CardDescription>{t("checkInDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <MoodCheckInForm today={data.today} tags={data.tags} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("recentTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("recentEmpty")}</p>
            ) : (
              <MoodEntryList entries={data.recent} today={data.today} tags={data.tags} />
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("yearTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <MoodYearGrid levels={data.levels} start={data.start} months={data.months} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("tagsTitle")}</CardTitle>
          <CardDescription>{t("tagsDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <MoodTagInsights {...data.insights} />
        </CardContent>
      </Card>
    </div>
  );
}
