"use client";
/**
 * The /analytics charts (recharts). Imported by the /analytics page alone, so recharts ships in
 * that route's JavaScript only. Charts are drawn on the client; the page renders each chart's
 * takeaway and table on the server, so the charts themselves are hidden from assistive
 * technology (no keyboard layer, aria-hidden). In Arabic the time axis runs right to left and the
 * value axis sits on the right, as Arabic charts conventionally do.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const PRIMARY = "var(--primary)";
const MUTED = "var(--muted-foreground)";
const SUCCESS = "var(--success)";
const WARNING = "var(--warning)";
const GRID = "var(--border)";
const TEXT = { fill: "var(--muted-foreground)", fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: "var(--card)", border: "1px solid var(--border)", color: "var(--card-foreground)" },
};

function Frame({ children, height = 260 }: { children: React.ReactElement; height?: number }) {
  return (
    <div aria-hidden="true" className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

interface PlannedDonePoint {
  label: string;
  planned: number | null;
  done: number | null;
  rate: number | null;
}

export function PlannedDoneChart({
  data,
  rtl,
  labels,
}: {
  data: PlannedDonePoint[];
  rtl: boolean;
  labels: { planned: string; done: string; rate: string };
}) {
  return (
    <Frame>
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TEXT} minTickGap={16} />
        <YAxis yAxisId="h" orientation={rtl ? "right" : "left"} tick={TEXT} width={36} unit="h" />
        <YAxis yAxisId="r" orientation={rtl ? "left" : "right"} tick={TEXT} width={40} domain={[0, 100]} unit="%" />
        <Tooltip {...TOOLTIP} />
        <Legend align={rtl ? "right" : "left"} wrapperStyle={{ direction: rtl ? "rtl" : "ltr", fontSize: 12 }} />
        <Bar
          yAxisId="h"
          dataKey="planned"
          name={labels.planned}
          fill={MUTED}
          fillOpacity={0.45}
          isAnimationActive={false}
        />
        <Bar yAxisId="h" dataKey="done" name={labels.done} fill={PRIMARY} isAnimationActive={false} />
        <Line
          yAxisId="r"
          dataKey="rate"
          name={labels.rate}
          stroke={SUCCESS}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}

export function HorizontalBars({
  data,
  rtl,
  unit,
}: {
  data: Array<{ label: string; value: number }>;
  rtl: boolean;
  unit: string;
}) {
  return (
    <Frame height={Math.max(120, data.length * 36 + 40)}>
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 8, left: 8, bottom: 0 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" reversed={rtl} tick={TEXT} unit={unit} />
        <YAxis type="category" dataKey="label" orientation={rtl ? "right" : "left"} tick={TEXT} width={90} />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey="value" fill={PRIMARY} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

interface MoodPoint {
  label: string;
  mood: number | null;
  energy: number | null;
}

export function MoodChart({
  data,
  rtl,
  labels,
}: {
  data: MoodPoint[];
  rtl: boolean;
  labels: { mood: string; energy: string };
}) {
  return (
    <Frame>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TEXT} minTickGap={16} />
        <YAxis orientation={rtl ? "right" : "left"} domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={TEXT} width={28} />
        <Tooltip {...TOOLTIP} />
        <Legend align={rtl ? "right" : "left"} wrapperStyle={{ direction: rtl ? "rtl" : "ltr", fontSize: 12 }} />
        <Line
          dataKey="mood"
          name={labels.mood}
          stroke={PRIMARY}
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
          dot={{ r: 2 }}
        />
        <Line
          dataKey="energy"
          name={labels.energy}
          stroke={WARNING}
          strokeWidth={2}
          strokeDasharray="5 3"
          connectNulls
          isAnimationActive={false}
          dot={{ r: 2 }}
        />
      </LineChart>
    </Frame>
  );
}

export function MoodScatter({
  data,
  rtl,
  labels,
}: {
  data: Array<{ rate: number; mood: number }>;
  rtl: boolean;
  labels: { rate: string; mood: string };
}) {
  return (
    <Frame>
      <ScatterChart accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 16 }}>
        <CartesianGrid stroke={GRID} />
        <XAxis type="number" dataKey="rate" name={labels.rate} domain={[0, 100]} unit="%" reversed={rtl} tick={TEXT} />
        <YAxis
          type="number"
          dataKey="mood"
          name={labels.mood}
          domain={[1, 5]}
          ticks={[1, 2, 3, 4, 5]}
          orientation={rtl ? "right" : "left"}
          tick={TEXT}
          width={28}
        />
        <Tooltip {...TOOLTIP} />
        <Scatter data={data} fill={PRIMARY} isAnimationActive={false} />
      </ScatterChart>
    </Frame>
  );
}

/** A fallback line colour per habit without its own (theme colours, distinct in light and dark). */
const HABIT_COLORS = [PRIMARY, WARNING, "var(--destructive)", "var(--accent-foreground)", MUTED];

interface HabitsPoint {
  label: string;
  rate: number | null;
  [strength: `s${number}`]: number;
}

/** The 7-day completion rate (thick, dashed) and one strength line per habit, all in percent. */
export function HabitsChart({
  data,
  rtl,
  rateLabel,
  habits,
}: {
  data: HabitsPoint[];
  rtl: boolean;
  rateLabel: string;
  habits: Array<{ key: `s${number}`; name: string; color: string | null }>;
}) {
  return (
    <Frame height={300}>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TEXT} minTickGap={16} />
        <YAxis orientation={rtl ? "right" : "left"} domain={[0, 100]} tick={TEXT} width={40} unit="%" />
        <Tooltip {...TOOLTIP} />
        <Legend align={rtl ? "right" : "left"} wrapperStyle={{ direction: rtl ? "rtl" : "ltr", fontSize: 12 }} />
        <Line
          dataKey="rate"
          name={rateLabel}
          stroke={SUCCESS}
          strokeWidth={3}
          strokeDasharray="6 3"
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        {habits.map((h, i) => (
          <Line
            key={h.key}
            dataKey={h.key}
            name={h.name}
            stroke={h.color ?? HABIT_COLORS[i % HABIT_COLORS.length]}
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}
