"use client";
/**
 * The dashboard's quick mood check-in: one tap on a mood saves it for today (the full form with
 * energy, tags and a note is on /mood).
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Link } from "@/i18n/navigation";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { MOOD_LEVELS } from "./mood-scale";
import { createMoodEntry } from "./mood-client";

export function MoodQuickCard({ today }: { today: string }) {
  const t = useTranslations("mood");
  const [saved, setSaved] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function log(score: number) {
    setBusy(true);
    try {
      await createMoodEntry({ date: today, score });
      setSaved(score);
      toast.success(t("saved"));
    } catch (err) {
      toast.error(errorMessage(err, t("errors.generic")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="mood-quick-title"
      className="rounded-lg border bg-card p-4 shadow-sm"
      data-testid="mood-quick-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mood-quick-title" className="text-base font-semibold">
          {t("quickTitle")}
        </h2>
        <Link href="/mood" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("addDetails")}
        </Link>
      </div>
      <div className="mt-3 grid grid-cols-5 gap-2" role="group" aria-label={t("question")}>
        {MOOD_LEVELS.map(({ score, key, Icon }) => (
          <button
            key={score}
            type="button"
            disabled={busy}
            onClick={() => log(score)}
            aria-pressed={saved === score}
            className={cn(
              "flex flex-col items-center gap-1 rounded-md border p-2 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
              saved === score ? "border-primary bg-primary/10 font-semibold" : "hover:bg-accent",
            )}
          >
            <Icon aria-hidden className="size-6" />
            {t(`levels.${key}`)}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted-foreground" aria-live="polite">
        {saved !== null ? t("quickSaved", { mood: t(`levels.${MOOD_LEVELS[saved - 1].key}`) }) : t("quickHint")}
      </p>
    </section>
  );
}
