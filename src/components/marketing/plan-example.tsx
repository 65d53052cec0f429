/**
 * A real plan, drawn in HTML: the sentence a user typed and the time blocks Rhythm made of it.
 * Static markup only (no image, no client code); times are formatted in the page's language.
 * The blocks come from the planner itself (src/server/planner/landing-example.ts), run when the
 * page is rendered, so the example cannot drift from what the engine really produces.
 */
import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "./icons";
import { cn } from "@/lib/cn";
import { landingExampleBlocks, type LandingKind } from "@/server/planner/landing-example";

const KIND_STYLE: Record<LandingKind, string> = {
  meeting: "border-s-sky-500 bg-sky-50 dark:bg-sky-950/40",
  focus: "border-s-indigo-600 bg-indigo-50 dark:bg-indigo-950/40",
  break: "border-s-emerald-500 bg-emerald-50 dark:bg-emerald-950/40",
  admin: "border-s-slate-400 bg-slate-50 dark:bg-slate-900/60",
  personal: "border-s-amber-500 bg-amber-50 dark:bg-amber-950/40",
};

const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00Z`);

export async function PlanExample() {
  const t = await getTranslations("landing.example");
  const locale = await getLocale();
  const time = new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  const minutes = new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "short" });

  return (
    <figure className="rounded-xl border bg-card p-4 shadow-lg shadow-indigo-950/5 sm:p-6">
      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("inputLabel")}</p>
        <blockquote className="rounded-lg border border-input bg-background p-3 text-sm leading-relaxed">
          {t("input")}
        </blockquote>
      </div>
      <p className="my-3 flex items-center justify-center gap-2 text-sm font-medium text-primary">
        <Icon name="ArrowDown" className="size-4" />
        <Icon name="Sparkles" className="size-4" />
        {t("outputLabel")}
      </p>
      <ol className="flex flex-col gap-1.5" aria-label={t("planLabel")}>
        {landingExampleBlocks().map((block) => {
          const start = at(block.start);
          const end = at(block.end);
          return (
            <li
              key={`${block.key}-${block.start}`}
              className={cn("flex items-center gap-3 rounded-md border-s-4 px-3 py-2", KIND_STYLE[block.kind])}
            >
              <span className="w-24 shrink-0 font-mono text-xs tabular-nums text-muted-foreground">
                <time dateTime={block.start}>{time.format(start)}</time>
                {"–"}
                <time dateTime={block.end}>{time.format(end)}</time>
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{t(`blocks.${block.key}`)}</span>
              <span className="hidden shrink-0 text-xs text-muted-foreground min-[400px]:inline">
                {t(`kinds.${block.kind}`)} · {minutes.format((end.getTime() - start.getTime()) / 60_000)}
              </span>
            </li>
          );
        })}
      </ol>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">{t("caption")}</figcaption>
    </figure>
  );
}
