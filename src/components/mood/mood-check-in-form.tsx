"use client";
/**
 * The full mood check-in (on /mood): mood 1..5 (icon + label), optional energy, tags (defaults
 * plus the user's own, new ones typed in), an optional note, and the day (past days allowed).
 * With `entry` it edits that check-in instead. The server applies the same schema.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { toast } from "sonner";
import { Plus } from "lucide-react";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorKey } from "@/components/forms/form-errors";
import {
  createMoodSchema,
  MAX_NOTE_LENGTH,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  normalizeTag,
  updateMoodSchema,
} from "@/server/mood/schemas";
import type { MoodEntry } from "@/server/mood/mood-view";
import { MOOD_LEVELS, moodIcon } from "./mood-scale";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { createMoodEntry, updateMoodEntry, type MoodPayload } from "./mood-client";
import { runtimeKey } from "@/i18n/keys";

interface Props {
  today: string;
  tags: string[];
  entry?: MoodEntry;
  onDone?: () => void;
  idPrefix?: string;
}

const ENERGY = [1, 2, 3, 4, 5] as const;

interface MoodFormValues {
  score: number | null;
  energy: number | null;
  tags: string[];
  note: string;
  date: string;
  time: string;
}

/** What the API is sent: an empty time or note is none. */
function toPayload(v: MoodFormValues): unknown {
  return {
    date: v.date,
    time: v.time || null,
    score: v.score,
    energy: v.energy,
    tags: v.tags,
    note: v.note.trim() || null,
  };
}

/**
 * The form's values as the API's input, checked by the schema the server parses (POST creates,
 * PATCH edits); a check-in without a mood is asked for first, with its own message.
 */
const pickedMood = z.custom<MoodFormValues>((v) => (v as MoodFormValues).score !== null, {
  error: "mood.errors.pickMood",
  path: ["score"],
});
const createFormSchema = z.pipe(z.pipe(pickedMood, z.transform(toPayload)), createMoodSchema);
const updateFormSchema = z.pipe(z.pipe(pickedMood, z.transform(toPayload)), updateMoodSchema);

export function MoodCheckInForm({ today, tags: knownTags, entry, onDone, idPrefix = "mood" }: Props) {
  const t = useTranslations("mood");
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting: busy },
  } = useForm<MoodFormValues, unknown, MoodPayload>({
    resolver: zodResolver(entry ? updateFormSchema : createFormSchema),
    defaultValues: {
      score: entry?.score ?? null,
      energy: entry?.energy ?? null,
      tags: entry?.tags ?? [],
      note: entry?.note ?? "",
      date: entry?.date ?? today,
      time: entry?.time ?? "",
    },
  });
  const [score, energy, tags, note] = useWatch({ control, name: ["score", "energy", "tags", "note"] });
  const [options, setOptions] = useState<string[]>(() => [...new Set([...knownTags, ...(entry?.tags ?? [])])]);
  const [newTag, setNewTag] = useState("");
  // The server's message or the new tag's (already translated), else the first refused field's.
  const { root, ...fieldErrors } = errors;
  const key = errorKey(fieldErrors);
  const error =
    root?.server?.message ??
    (key?.startsWith("mood.") ? t(runtimeKey(key.slice("mood.".length))) : key ? t("errors.generic") : null);
  const showError = (message: string) => setError("root.server", { message });
  const setTags = (update: (list: string[]) => string[]) => setValue("tags", update(tags));

  const toggle = (tag: string) =>
    setTags((list) =>
      list.includes(tag) ? list.filter((x) => x !== tag) : list.length >= MAX_TAGS ? list : [...list, tag],
    );
  const addTag = () => {
    const tag = normalizeTag(newTag);
    if (!tag) return;
    if (tag.length > MAX_TAG_LENGTH) return showError(t("errors.tag"));
    if (!tags.includes(tag) && tags.length >= MAX_TAGS) return showError(t("errors.tooManyTags"));
    setOptions((o) => (o.includes(tag) ? o : [...o, tag]));
    setTags((list) => (list.includes(tag) ? list : [...list, tag]));
    setNewTag("");
    clearErrors("root");
  };

  async function submit(payload: MoodPayload) {
    try {
      if (entry) await updateMoodEntry(entry.id, payload);
      else await createMoodEntry(payload);
      toast.success(entry ? t("updated") : t("saved"));
      // The day and time stay for the next check-in.
      if (!entry) reset((v) => ({ ...v, score: null, energy: null, tags: [], note: "" }));
      onDone?.();
      void queryClient.invalidateQueries({ queryKey: queryKeys.moodOverview });
    } catch (err) {
      showError(err instanceof ApiError ? err.userMessage : t("errors.generic"));
    }
  }

  return (
    <form
      onSubmit={handleSubmit(submit)}
      className="space-y-5"
      noValidate
      data-testid={entry ? "mood-edit-form" : "mood-form"}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("question")}</legend>
        <div className="grid grid-cols-5 gap-2">
          {MOOD_LEVELS.map(({ score: s, key }) => (
            <label
              key={s}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-1 rounded-md border p-2 text-xs transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                score === s ? "border-primary bg-primary/10 font-semibold text-foreground" : "hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-score`}
                value={s}
                checked={score === s}
                onChange={() => setValue("score", s)}
                className="sr-only"
              />
              <SpriteIcon id={moodIcon(key)} className="size-6" />
              <span>{t(`levels.${key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("energy")}</legend>
        <div className="flex flex-wrap gap-2">
          {ENERGY.map((e) => (
            <label
              key={e}
              className={cn(
                "flex min-w-16 cursor-pointer flex-col items-center rounded-md border px-2 py-1 text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                energy === e ? "border-primary bg-primary/10 font-semibold" : "hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-energy`}
                value={e}
                checked={energy === e}
                onChange={() => setValue("energy", e)}
                className="sr-only"
              />
              <span className="text-base">{e}</span>
              <span>{t(`energyLevels.${e}`)}</span>
            </label>
          ))}
          {energy !== null && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setValue("energy", null)}>
              {t("clearEnergy")}
            </Button>
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("tags")}</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-pressed={tags.includes(tag)}
              onClick={() => toggle(tag)}
              className={cn(
                "rounded-full border px-3 py-1 text-sm",
                tags.includes(tag) ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
              )}
            >
              {t.has(runtimeKey(`defaultTags.${tag}`)) ? t(runtimeKey(`defaultTags.${tag}`)) : tag}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <Label htmlFor={`${idPrefix}-new-tag`} className="sr-only">
            {t("newTag")}
          </Label>
          <Input
            id={`${idPrefix}-new-tag`}
            value={newTag}
            maxLength={MAX_TAG_LENGTH}
            placeholder={t("newTag")}
            onChange={(e) => setNewTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addTag();
              }
            }}
            className="max-w-60"
          />
          <Button type="button" variant="outline" onClick={addTag}>
            <Plus aria-hidden />
            {t("addTag")}
          </Button>
        </div>
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-note`}>{t("note")}</Label>
        <Textarea
          id={`${idPrefix}-note`}
          maxLength={MAX_NOTE_LENGTH}
          {...register("note")}
          aria-describedby={`${idPrefix}-note-count`}
          className="min-h-20"
        />
        <p id={`${idPrefix}-note-count`} className="text-xs text-muted-foreground">
          {t("noteCount", { count: note.length, max: MAX_NOTE_LENGTH })}
        </p>
      </div>

      <div className="flex flex-wrap gap-4">
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-date`}>{t("date")}</Label>
          <Input id={`${idPrefix}-date`} type="date" max={today} required {...register("date")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-time`}>{t("time")}</Label>
          <Input id={`${idPrefix}-time`} type="time" {...register("time")} />
        </div>
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {entry ? t("saveChanges") : t("save")}
        </Button>
        {onDone && entry && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
