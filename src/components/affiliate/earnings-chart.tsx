"use client";
/** Clicks, sign-ups and earnings per month (recharts: loaded by the affiliate dashboard alone). */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartLabels {
  clicks: string;
  signups: string;
  earned: string;
}

export function EarningsChart({
  data,
  labels,
  rtl,
}: {
  data: { month: string; clicks: number; signups: number; earned: number }[];
  labels: ChartLabels;
  rtl: boolean;
}) {
  const rows = data.map((d) => ({ ...d, earned: d.earned / 100 }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* Keyboard access is off: the chart is decorative here, the same numbers are in a table for screen readers. */}
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="month" reversed={rtl} tick={{ fill: "currentColor", fontSize: 12 }} />
          <YAxis
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tick={{ fill: "currentColor", fontSize: 12 }}
          />
          <Tooltip />
          <Legend />
          <Bar dataKey="clicks" name={labels.clicks} fill="#6366f1" />
          <Bar dataKey="signups" name={labels.signups} fill="#0ea5e9" />
          <Bar dataKey="earned" name={labels.earned} fill="#16a34a" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
