"use client";
/**
 * The recent check-ins on /mood, each with Edit (the check-in form in place) and Delete (asks first).
 * The rows' icons come from the page's sprite (mood-icons.tsx).
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { queryKeys } from "@/lib/query-keys";
import { useClockTime } from "@/components/app-shell/clock-format";
import { toast } from "sonner";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import type { MoodEntry } from "@/server/mood/mood-view";
import { MoodCheckInForm } from "./mood-check-in-form";
import { moodLevel, moodIcon } from "./mood-scale";
import { deleteMoodEntry } from "./mood-client";
import { runtimeKey } from "@/i18n/keys";

export function MoodEntryList({ entries, today, tags }: { entries: MoodEntry[]; today: string; tags: string[] }) {
  const t = useTranslations("mood");
  const clock = useClockTime();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function remove(id: string) {
    try {
      await deleteMoodEntry(id);
      toast.success(t("deleted"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.moodOverview });
    } catch (err) {
      toast.error(errorMessage(err, t("errors.generic")));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <ul className="divide-y" data-testid="mood-entries">
      {entries.map((entry) => {
        const level = moodLevel(entry.score);
        const dateLabel = format.dateTime(new Date(`${entry.date}T12:00:00Z`), {
          weekday: "short",
          day: "numeric",
          month: "short",
          timeZone: "UTC",
        });
        return (
          <li key={entry.id} className="py-3" data-testid="mood-entry">
            {editing === entry.id ? (
              <MoodCheckInForm
                today={today}
                tags={tags}
                entry={entry}
                idPrefix={`edit-${entry.id}`}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className="mood-entry">
                <div className="mood-entry-main">
                  <SpriteIcon id={moodIcon(level.key)} className="mood-entry-icon" />
                  <div className="min-w-0 space-y-1">
                    <p className="text-sm">
                      <span className="font-medium">{t(`levels.${level.key}`)}</span>
                      <span className="text-muted-foreground">
                        {" · "}
                        <time dateTime={entry.date}>{dateLabel}</time>
                        {entry.time ? ` ${clock(entry.time)}` : ""}
                        {entry.energy !== null ? ` · ${t("energyValue", { value: entry.energy })}` : ""}
                      </span>
                    </p>
                    {entry.tags.length > 0 && (
                      <p className="flex flex-wrap gap-1">
                        {entry.tags.map((tag) => (
                          <span key={tag} className="mood-tag">
                            {t.has(runtimeKey(`defaultTags.${tag}`)) ? t(runtimeKey(`defaultTags.${tag}`)) : tag}
                          </span>
                        ))}
                      </p>
                    )}
                    {entry.note && (
                      <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{entry.note}</p>
                    )}
                  </div>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(entry.id)}
                    aria-label={t("editEntry", { date: dateLabel })}
                  >
                    <SpriteIcon id={moodIcon("edit")} />
                    <span className="hidden sm:inline">{t("edit")}</span>
                  </Button>
                  {confirming === entry.id ? (
                    <Button variant="destructive" size="sm" onClick={() => remove(entry.id)}>
                      {t("confirmDelete")}
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setConfirming(entry.id)}
                      aria-label={t("deleteEntry", { date: dateLabel })}
                    >
                      <SpriteIcon id={moodIcon("delete")} />
                      <span className="hidden sm:inline">{t("delete")}</span>
                    </Button>
                  )}
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
