"use client";
/** The tags that go with better and worse days than usual, with the numbers behind each. */
import { useFormatter, useTranslations } from "next-intl";
import { MIN_TAG_DAYS, type TagInsight } from "@/server/mood/insights";
import { runtimeKey } from "@/i18n/keys";

export function MoodTagInsights({
  better,
  worse,
  overall,
}: {
  better: TagInsight[];
  worse: TagInsight[];
  overall: number | null;
}) {
  const t = useTranslations("pages.mood");
  const tm = useTranslations("mood");
  const format = useFormatter();
  const name = (tag: string) => (tm.has(runtimeKey(`defaultTags.${tag}`)) ? tm(runtimeKey(`defaultTags.${tag}`)) : tag);
  const num = (v: number) => format.number(v, { maximumFractionDigits: 1 });
  if (overall === null || (better.length === 0 && worse.length === 0)) {
    return (
      <p className="text-sm text-muted-foreground">
        {overall === null ? t("tagsEmpty") : t("tagsNotYet", { min: MIN_TAG_DAYS })}
      </p>
    );
  }
  const list = (items: TagInsight[], heading: string, testId: string) => (
    <div>
      <h3 className="text-sm font-medium">{heading}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("tagsNone")}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" data-testid={testId}>
          {items.map((i) => (
            <li key={i.tag}>
              {t("tagLine", { tag: name(i.tag), average: num(i.average), days: i.days, overall: num(overall) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {list(better, t("betterDays"), "tags-better")}
      {list(worse, t("worseDays"), "tags-worse")}
    </div>
  );
}
