/** Renders takeaway sentences (message keys with their numbers) as translated paragraphs. */
import type { Sentence } from "@/server/analytics/takeaways";
import type { AnalyticsFormat } from "./format";
import { translateKey } from "@/i18n/keys";

export function TakeawayText({ sentences, f, testId }: { sentences: Sentence[]; f: AnalyticsFormat; testId?: string }) {
  const text = sentences.map((s) => {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(s.params ?? {})) {
      if (k === "kind") values[k] = f.kind(String(v));
      else if (k === "part") values[k] = f.part(String(v));
      else if (k === "weekday") values[k] = f.weekday(Number(v));
      else if (k === "hour") values[k] = f.hour(Number(v));
      else if (k === "level") values[k] = f.mood(Number(v));
      else values[k] = v;
    }
    for (const [k, v] of Object.entries(s.minutes ?? {})) values[k] = f.duration(v);
    for (const [k, v] of Object.entries(s.percents ?? {})) values[k] = f.percent(v);
    for (const [k, v] of Object.entries(s.dates ?? {})) values[k] = f.longDate(v);
    for (const [k, v] of Object.entries(s.numbers ?? {})) values[k] = f.number(v, k === "r" ? 2 : 1);
    return translateKey(f.t, `takeaways.${s.key}`, values);
  });
  return (
    <p className="text-sm leading-relaxed" data-testid={testId}>
      {text.join(" ")}
    </p>
  );
}
