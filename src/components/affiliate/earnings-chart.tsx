"use client";
/**
 * Clicks, sign-ups and earnings per month (recharts: loaded by the affiliate dashboard alone).
 * Counts and money have an axis each (issue 24): counts on the start side, money on the end side,
 * and months are named in the page's language rather than "2026-06".
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

interface ChartLabels {
  clicks: string;
  signups: string;
  earned: string;
}

export function EarningsChart({
  data,
  labels,
  rtl,
  locale,
  currency,
}: {
  data: { month: string; clicks: number; signups: number; earned: number }[];
  labels: ChartLabels;
  rtl: boolean;
  locale: string;
  /** The currency of `earned`; null before any commission (the money axis then shows plain numbers). */
  currency: string | null;
}) {
  const monthName = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const money = new Intl.NumberFormat(
    locale,
    currency ? { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits: 0 } : {},
  );
  const rows = data.map((d) => ({
    ...d,
    label: monthName.format(new Date(`${d.month}-01T00:00:00Z`)),
    earned: d.earned / 100,
  }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* Keyboard access is off: the chart is decorative here, the same numbers are in a table for screen readers. */}
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fill: "currentColor", fontSize: 12 }} />
          <YAxis
            yAxisId="count"
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tick={{ fill: "currentColor", fontSize: 12 }}
          />
          <YAxis
            yAxisId="money"
            orientation={rtl ? "left" : "right"}
            tickFormatter={(v: number) => money.format(v)}
            tick={{ fill: "currentColor", fontSize: 12 }}
          />
          <Tooltip formatter={(v, name) => (name === labels.earned && typeof v === "number" ? money.format(v) : v)} />
          <Legend />
          <Bar yAxisId="count" dataKey="clicks" name={labels.clicks} fill="#6366f1" />
          <Bar yAxisId="count" dataKey="signups" name={labels.signups} fill="#0ea5e9" />
          <Bar yAxisId="money" dataKey="earned" name={labels.earned} fill="#16a34a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
