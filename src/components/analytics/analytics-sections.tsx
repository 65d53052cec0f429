/**
 * The sections of /analytics, each a card with a computed takeaway, a chart and the chart's data
 * as a table. Days without a plan are gaps in the charts and "no plan" in the tables, never 0 %.
 * A habits or rewards section is one more card here, fed by its analytics section.
 */
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import type { Analytics } from "@/server/analytics/get-analytics";
import { chartedHabits, habitsTakeaways } from "@/server/analytics/sections/habits";
import {
  byKindTakeaways,
  correlationTakeaways,
  heatmapTakeaways,
  moodTakeaways,
  partOfDayTakeaways,
  plannedVsDoneTakeaways,
} from "@/server/analytics/takeaways";
import { HabitsChart, HorizontalBars, MoodChart, MoodScatter, PlannedDoneChart } from "./analytics-charts";
import { BestHoursHeatmap } from "./best-hours-heatmap";
import { DataTable } from "./data-table";
import type { AnalyticsFormat } from "./format";
import { TakeawayText } from "./takeaway-text";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" data-testid={`section-${id}`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

const hours = (m: number) => Math.round((m / 60) * 10) / 10;

export function AnalyticsSections({
  analytics: a,
  f,
  rtl,
}: {
  analytics: Analytics;
  f: AnalyticsFormat;
  rtl: boolean;
}) {
  const t = f.t;
  const pct = (r: number | null) => (r === null ? null : Math.round(r * 100));
  const rateText = (r: number | null, hasPlan: boolean) =>
    !hasPlan ? t("table.noPlan") : r === null ? "—" : f.percent(Math.round(r * 100));
  const kinds = Object.entries(a.byKind).sort((x, y) => y[1] - x[1]);
  const parts = (["morning", "afternoon", "evening", "night"] as const).map((p) => [p, a.partOfDay[p]] as const);
  const moodDays = a.days.filter((d) => d.mood !== null);
  const paired = a.days.filter((d) => d.mood !== null && d.completionRate !== null);
  const topHours = [...a.heatmap].sort((x, y) => y.minutes - x.minutes);
  const totals = a.totals;
  const charted = chartedHabits(a.habits.list);
  const habitName = (i: number) =>
    a.habits.list[i].archived ? t("habits.archived", { name: a.habits.list[i].name }) : a.habits.list[i].name;

  return (
    <div className="space-y-6">
      <Section id="totals" title={t("totals.title")}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="totals">
          {[
            [t("totals.daysPlanned"), t("totals.ofDays", { count: totals.daysPlanned, total: totals.daysInRange })],
            [
              t("totals.completion"),
              totals.completionRate === null ? "—" : f.percent(Math.round(totals.completionRate * 100)),
            ],
            [t("totals.blocksDone"), String(totals.blocksDone)],
            [t("totals.focus"), f.duration(totals.focusMinutes)],
            [t("totals.currentStreak"), t("totals.days", { count: totals.currentStreak })],
            [t("totals.longestStreak"), t("totals.days", { count: totals.longestStreak })],
            [t("totals.moodDays"), String(totals.moodDays)],
            [
              t("totals.averageMood"),
              totals.averageMood === null ? "—" : `${f.number(totals.averageMood)} (${f.mood(totals.averageMood)})`,
            ],
          ].map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted/50 p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{t("totals.streakRule")}</p>
      </Section>

      <Section id="planned" title={t("plannedVsDone.title")}>
        <TakeawayText sentences={plannedVsDoneTakeaways(a.days, totals)} f={f} testId="takeaway-planned" />
        {totals.daysPlanned > 0 && (
          <PlannedDoneChart
            rtl={rtl}
            labels={{
              planned: t("plannedVsDone.planned"),
              done: t("plannedVsDone.done"),
              rate: t("plannedVsDone.rate"),
            }}
            data={a.days.map((d) => ({
              label: f.date(d.date),
              planned: d.hasPlan ? hours(d.plannedMinutes) : null,
              done: d.hasPlan ? hours(d.doneMinutes) : null,
              rate: pct(d.completionRate7d),
            }))}
          />
        )}
        <p className="text-xs text-muted-foreground">{t("plannedVsDone.rule")}</p>
        <DataTable
          summary={t("table.show")}
          caption={t("plannedVsDone.title")}
          regionLabel={t("table.region", { title: t("plannedVsDone.title") })}
          headers={[t("table.date"), t("plannedVsDone.planned"), t("plannedVsDone.done"), t("table.completion")]}
          rows={a.days.map((d) => [
            f.longDate(d.date),
            d.hasPlan ? f.duration(d.plannedMinutes) : t("table.noPlan"),
            d.hasPlan ? f.duration(d.doneMinutes) : "—",
            rateText(d.completionRate, d.hasPlan),
          ])}
        />
      </Section>

      <Section id="time" title={t("timeUse.title")}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <h3 className="text-sm font-medium">{t("timeUse.byKind")}</h3>
            <TakeawayText sentences={byKindTakeaways(a.byKind)} f={f} testId="takeaway-kind" />
            {kinds.length > 0 && (
              <HorizontalBars
                rtl={rtl}
                unit="h"
                data={kinds.map(([k, m]) => ({ label: f.kind(k), value: hours(m) }))}
              />
            )}
            <DataTable
              summary={t("table.show")}
              caption={t("timeUse.byKind")}
              regionLabel={t("table.region", { title: t("timeUse.byKind") })}
              headers={[t("table.kind"), t("table.doneTime")]}
              rows={kinds.map(([k, m]) => [f.kind(k), f.duration(m)])}
            />
          </div>
          <div className="space-y-3">
            <h3 className="text-sm font-medium">{t("timeUse.partOfDay")}</h3>
            <TakeawayText sentences={partOfDayTakeaways(a.partOfDay)} f={f} testId="takeaway-part" />
            {totals.focusMinutes > 0 && (
              <HorizontalBars
                rtl={rtl}
                unit="h"
                data={parts.map(([p, m]) => ({ label: f.part(p), value: hours(m) }))}
              />
            )}
            <DataTable
              summary={t("table.show")}
              caption={t("timeUse.partOfDay")}
              regionLabel={t("table.region", { title: t("timeUse.partOfDay") })}
              headers={[t("table.partOfDay"), t("table.focusTime")]}
              rows={parts.map(([p, m]) => [f.part(p), f.duration(m)])}
            />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t("timeUse.rule")}</p>
      </Section>

      <Section id="hours" title={t("heatmap.title")}>
        <TakeawayText sentences={heatmapTakeaways(a.bestHour)} f={f} testId="takeaway-hours" />
        <BestHoursHeatmap cells={a.heatmap} f={f} />
        <DataTable
          summary={t("table.show")}
          caption={t("heatmap.title")}
          regionLabel={t("table.region", { title: t("heatmap.title") })}
          headers={[t("table.weekday"), t("table.hour"), t("table.focusTime")]}
          rows={topHours.map((c) => [f.weekday(c.weekday), f.hour(c.hour), f.duration(c.minutes)])}
        />
      </Section>

      <Section id="habits" title={t("habits.title")}>
        <TakeawayText sentences={habitsTakeaways(a.habits)} f={f} testId="takeaway-habits" />
        {a.habits.list.length === 0 ? (
          <Link href="/habits" className="text-sm text-primary underline-offset-4 hover:underline">
            {t("habits.add")}
          </Link>
        ) : (
          <>
            <HabitsChart
              rtl={rtl}
              rateLabel={t("habits.rate")}
              habits={charted.map((i) => ({
                key: `s${i}` as const,
                name: t("habits.strengthOf", { name: habitName(i) }),
                color: a.habits.list[i].color,
              }))}
              data={a.habits.days.map((d) => ({
                label: f.date(d.date),
                rate: d.completionRate7d,
                ...Object.fromEntries(charted.map((i) => [`s${i}`, d.strength[i]])),
              }))}
            />
            <p className="text-xs text-muted-foreground">{t("habits.rule")}</p>
            <DataTable
              summary={t("habits.showHabits")}
              caption={t("habits.perHabit")}
              regionLabel={t("table.region", { title: t("habits.perHabit") })}
              headers={[
                t("habits.habit"),
                t("table.completion"),
                t("habits.dueDays"),
                t("habits.strengthStart"),
                t("habits.strengthEnd"),
              ]}
              rows={a.habits.list.map((h, i) => [
                habitName(i),
                h.completionRate === null ? "—" : f.percent(h.completionRate),
                String(h.dueDays),
                f.percent(h.strengthStart),
                f.percent(h.strengthEnd),
              ])}
            />
            <DataTable
              summary={t("table.show")}
              caption={t("habits.title")}
              regionLabel={t("table.region", { title: t("habits.title") })}
              headers={[
                t("table.date"),
                t("habits.rate"),
                ...charted.map((i) => t("habits.strengthOf", { name: habitName(i) })),
              ]}
              rows={a.habits.days.map((d) => [
                f.longDate(d.date),
                d.completionRate7d === null ? t("habits.nothingDue") : f.percent(d.completionRate7d),
                ...charted.map((i) => f.percent(d.strength[i])),
              ])}
            />
          </>
        )}
      </Section>

      <Section id="mood" title={t("mood.title")}>
        <TakeawayText sentences={moodTakeaways(a.days, totals)} f={f} testId="takeaway-mood" />
        {moodDays.length > 0 && (
          <MoodChart
            rtl={rtl}
            labels={{ mood: t("mood.mood"), energy: t("mood.energy") }}
            data={a.days.map((d) => ({ label: f.date(d.date), mood: d.mood, energy: d.energy }))}
          />
        )}
        <DataTable
          summary={t("table.show")}
          caption={t("mood.title")}
          regionLabel={t("table.region", { title: t("mood.title") })}
          headers={[t("table.date"), t("mood.mood"), t("mood.energy"), t("table.checkIns")]}
          rows={moodDays.map((d) => [
            f.longDate(d.date),
            `${f.number(d.mood!)} (${f.mood(d.mood!)})`,
            d.energy === null ? "—" : f.number(d.energy),
            String(d.moodEntries),
          ])}
        />
      </Section>

      <Section id="correlation" title={t("correlation.title")}>
        <TakeawayText
          sentences={correlationTakeaways(a.moodVsCompletion, a.moodVsLoad, a.pairedDays, a.minCorrelationDays)}
          f={f}
          testId="takeaway-correlation"
        />
        {a.moodVsCompletion && (
          <MoodScatter
            rtl={rtl}
            labels={{ rate: t("table.completion"), mood: t("mood.mood") }}
            data={paired.map((d) => ({
              rate: Math.round(d.completionRate! * 100),
              mood: Math.round(d.mood! * 100) / 100,
            }))}
          />
        )}
        {paired.length > 0 && (
          <DataTable
            summary={t("table.show")}
            caption={t("correlation.title")}
            regionLabel={t("table.region", { title: t("correlation.title") })}
            headers={[t("table.date"), t("mood.mood"), t("table.completion"), t("plannedVsDone.planned")]}
            rows={paired.map((d) => [
              f.longDate(d.date),
              f.number(d.mood!),
              f.percent(Math.round(d.completionRate! * 100)),
              f.duration(d.plannedMinutes),
            ])}
          />
        )}
      </Section>
    </div>
  );
}
