"use client";
/**
 * The full mood check-in (on /mood): mood 1..5 (icon + label), optional energy, tags (defaults
 * plus the user's own, new ones typed in), an optional note, and the day (past days allowed).
 * With `entry` it edits that check-in instead. The server applies the same schema.
 */
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Plus } from "lucide-react";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_NOTE_LENGTH, MAX_TAGS, MAX_TAG_LENGTH, normalizeTag } from "@/server/mood/schemas";
import type { MoodEntry } from "@/server/mood/mood-view";
import { MOOD_LEVELS } from "./mood-scale";
import { createMoodEntry, updateMoodEntry } from "./mood-client";
import { runtimeKey } from "@/i18n/keys";

interface Props {
  today: string;
  tags: string[];
  entry?: MoodEntry;
  onDone?: () => void;
  idPrefix?: string;
}

const ENERGY = [1, 2, 3, 4, 5] as const;

export function MoodCheckInForm({ today, tags: knownTags, entry, onDone, idPrefix = "mood" }: Props) {
  const t = useTranslations("mood");
  const router = useRouter();
  const [score, setScore] = useState<number | null>(entry?.score ?? null);
  const [energy, setEnergy] = useState<number | null>(entry?.energy ?? null);
  const [tags, setTags] = useState<string[]>(entry?.tags ?? []);
  const [options, setOptions] = useState<string[]>(() => [...new Set([...knownTags, ...(entry?.tags ?? [])])]);
  const [newTag, setNewTag] = useState("");
  const [note, setNote] = useState(entry?.note ?? "");
  const [date, setDate] = useState(entry?.date ?? today);
  const [time, setTime] = useState(entry?.time ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (tag: string) =>
    setTags((list) =>
      list.includes(tag) ? list.filter((x) => x !== tag) : list.length >= MAX_TAGS ? list : [...list, tag],
    );
  const addTag = () => {
    const tag = normalizeTag(newTag);
    if (!tag) return;
    if (tag.length > MAX_TAG_LENGTH) return setError(t("errors.tag"));
    if (!tags.includes(tag) && tags.length >= MAX_TAGS) return setError(t("errors.tooManyTags"));
    setOptions((o) => (o.includes(tag) ? o : [...o, tag]));
    setTags((list) => (list.includes(tag) ? list : [...list, tag]));
    setNewTag("");
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null) return setError(t("errors.pickMood"));
    setBusy(true);
    setError(null);
    const payload = { date, time: time || null, score, energy, tags, note: note.trim() || null };
    try {
      if (entry) await updateMoodEntry(entry.id, payload);
      else await createMoodEntry(payload);
      toast.success(entry ? t("updated") : t("saved"));
      if (!entry) {
        setScore(null);
        setEnergy(null);
        setTags([]);
        setNote("");
      }
      onDone?.();
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : t("errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate data-testid={entry ? "mood-edit-form" : "mood-form"}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("question")}</legend>
        <div className="grid grid-cols-5 gap-2">
          {MOOD_LEVELS.map(({ score: s, key, Icon }) => (
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
                onChange={() => setScore(s)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-6" />
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
                onChange={() => setEnergy(e)}
                className="sr-only"
              />
              <span className="text-base">{e}</span>
              <span>{t(`energyLevels.${e}`)}</span>
            </label>
          ))}
          {energy !== null && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setEnergy(null)}>
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
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(e) => setNote(e.target.value)}
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
          <Input
            id={`${idPrefix}-date`}
            type="date"
            value={date}
            max={today}
            required
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${idPrefix}-time`}>{t("time")}</Label>
          <Input id={`${idPrefix}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
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
