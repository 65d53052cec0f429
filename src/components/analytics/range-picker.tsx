/**
 * The range selector of /analytics: 7, 30, 90 days, 12 months (links, the current one marked) and
 * a custom from/to form. Plain links and a GET form: it works before any script loads.
 */
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AnalyticsFormat } from "./format";

export const PRESET_RANGES = ["7d", "30d", "90d", "12m"] as const;
export type RangeKey = (typeof PRESET_RANGES)[number] | "custom";

export function RangePicker({
  current,
  from,
  to,
  today,
  f,
  action,
}: {
  current: RangeKey;
  from: string;
  to: string;
  today: string;
  f: AnalyticsFormat;
  action: string;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label={f.t("range.label")}>
        <ul className="flex flex-wrap gap-1 rounded-md border p-1">
          {PRESET_RANGES.map((r) => (
            <li key={r}>
              <Link
                href={`/analytics?range=${r}`}
                aria-current={current === r ? "page" : undefined}
                className={cn(
                  "block rounded px-3 py-1.5 text-sm",
                  current === r ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                {f.t(`range.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={action} className="flex flex-wrap items-end gap-2" aria-label={f.t("range.custom")}>
        <input type="hidden" name="range" value="custom" />
        <div className="space-y-1">
          <Label htmlFor="range-from">{f.t("range.from")}</Label>
          <Input id="range-from" name="from" type="date" defaultValue={from} max={today} required className="w-40" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="range-to">{f.t("range.to")}</Label>
          <Input id="range-to" name="to" type="date" defaultValue={to} required className="w-40" />
        </div>
        <Button type="submit" variant="outline">
          {f.t("range.apply")}
        </Button>
      </form>
    </div>
  );
}
