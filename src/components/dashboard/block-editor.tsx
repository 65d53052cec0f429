"use client";
/**
 * The inline editor of one block: title and note (the calendar's rules), start (moving keeps the
 * length), end (resizing), 15-minute nudges, save, cancel (Escape) and delete. Checked with the
 * API's own rules before anything is sent. The note comes from the day's blocks in the block
 * cache the calendar shares (useBlocks), so an edit on either page shows on the other.
 */
import { fromMinutes, toMinutes } from "@/lib/time/clock";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, Minus, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DAY_END_MINUTES, isGridTime } from "@/server/schedule/grid";
import { blockNotesSchema, blockTitleSchema, MAX_NOTES_LENGTH, MAX_TITLE_LENGTH } from "@/server/calendar/block-fields";
import type { BlockView } from "@/server/schedule/types";
import { useBlocks } from "@/components/calendar/block-queries";

const STEP = 15;

/** A time input cannot show 24:00: it shows 00:00, which as an end means midnight. */
const endToInput = (end: string) => (end === "24:00" ? "00:00" : end);
const inputToEnd = (value: string) => (value === "00:00" ? "24:00" : value);

/** What the editor saves: the times, and the title and note when they changed. */
export interface BlockEdit {
  start: string;
  end: string;
  title?: string;
  notes?: string;
}

interface BlockEditorProps {
  block: BlockView;
  /** The plan's day (YYYY-MM-DD). */
  date: string;
  onSave: (change: BlockEdit) => void;
  onDelete: () => void;
  onClose: () => void;
}

interface Nudge {
  label: string;
  icon: ReactNode;
}

/**
 * A time input between two 15-minute nudge buttons (`back` subtracts, `forward` adds); without
 * `onNudge` (the typed time is not a valid one yet) the buttons are disabled.
 */
function NudgedTimeField({
  id,
  label,
  inputRef,
  value,
  onChange,
  errorId,
  onNudge,
  back,
  forward,
}: {
  id: string;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** The error's id while there is one: the field is invalid and described by it. */
  errorId?: string;
  onNudge?: (minutes: number) => void;
  back: Nudge;
  forward: Nudge;
}) {
  const button = ({ label: name, icon }: Nudge, minutes: number) => (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-9"
      aria-label={name}
      onClick={() => onNudge?.(minutes)}
      disabled={!onNudge}
    >
      {icon}
    </Button>
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-1">
        {button(back, -STEP)}
        <Input
          ref={inputRef}
          id={id}
          type="time"
          step={300}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="h-9 w-32 tabular-nums"
        />
        {button(forward, STEP)}
      </div>
    </div>
  );
}

export function BlockEditor({ block, date, onSave, onDelete, onClose }: BlockEditorProps) {
  const t = useTranslations("dashboard.block");
  const id = useId();
  const startRef = useRef<HTMLInputElement>(null);
  const day = useBlocks(date, date);
  const savedNotes = day.data?.find((b) => b.id === block.id)?.notes;
  const [title, setTitle] = useState(block.title);
  // Untouched (null) until typed into: the saved note shows once the day's blocks arrive.
  const [notes, setNotes] = useState<string | null>(null);
  const [start, setStart] = useState(block.start);
  const [end, setEnd] = useState(block.end);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    startRef.current?.focus();
  }, []);

  const length =
    isGridTime(start) && isGridTime(end)
      ? toMinutes(end) - toMinutes(start)
      : toMinutes(block.end) - toMinutes(block.start);

  function moveTo(nextStart: number) {
    const s = Math.max(0, Math.min(DAY_END_MINUTES - length, nextStart));
    setStart(fromMinutes(s));
    setEnd(fromMinutes(s + length));
    setError(null);
  }

  function resizeTo(nextEnd: number) {
    const e = Math.max(toMinutes(start) + 5, Math.min(DAY_END_MINUTES, nextEnd));
    setEnd(fromMinutes(e));
    setError(null);
  }

  function changeStart(value: string) {
    if (!value) return setStart(value);
    if (!isGridTime(value)) {
      setStart(value);
      return;
    }
    // Moving keeps the length, as long as the day allows it.
    const s = toMinutes(value);
    const wanted = s + Math.max(5, length);
    setStart(value);
    setEnd(fromMinutes(Math.min(DAY_END_MINUTES, wanted)));
    // Clamped at midnight: say so, since the block got shorter.
    setError(wanted > DAY_END_MINUTES ? t("pastMidnight") : null);
  }

  function save() {
    if (!isGridTime(start) || !isGridTime(end) || start === "24:00") return setError(t("invalidTime"));
    const s = toMinutes(start);
    const e = toMinutes(end);
    if (e <= s) return setError(t("endBeforeStart"));
    // The API's rules (block-fields.ts); the fields' maxLength keeps both within their limits.
    const named = blockTitleSchema.safeParse(title);
    if (!named.success) return setError(t("titleRequired"));
    const noted = notes === null ? null : blockNotesSchema.safeParse(notes);
    if (noted && !noted.success) return setError(t("titleRequired"));
    onSave({
      start,
      end,
      ...(named.data !== block.title ? { title: named.data } : {}),
      ...(noted && noted.data !== (savedNotes ?? "") ? { notes: noted.data } : {}),
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      className="mt-3 space-y-3 border-t pt-3"
      aria-label={t("editTitle", { title: block.title })}
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-title`}>{t("title")}</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={MAX_TITLE_LENGTH}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-9"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>{t("notes")}</Label>
          <Textarea
            id={`${id}-notes`}
            value={notes ?? savedNotes ?? ""}
            maxLength={MAX_NOTES_LENGTH}
            rows={1}
            disabled={savedNotes === undefined && notes === null && day.isPending}
            onChange={(e) => {
              setNotes(e.target.value);
              setError(null);
            }}
            className="min-h-9"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <NudgedTimeField
          id={`${id}-start`}
          label={t("start")}
          inputRef={startRef}
          value={start}
          onChange={changeStart}
          errorId={error ? errorId : undefined}
          onNudge={isGridTime(start) ? (by) => moveTo(toMinutes(start) + by) : undefined}
          back={{ label: t("earlier"), icon: <ChevronLeft aria-hidden className="rtl:rotate-180" /> }}
          forward={{ label: t("later"), icon: <ChevronRight aria-hidden className="rtl:rotate-180" /> }}
        />
        <NudgedTimeField
          id={`${id}-end`}
          label={t("end")}
          value={endToInput(end)}
          onChange={(value) => {
            setEnd(inputToEnd(value));
            setError(null);
          }}
          errorId={error ? errorId : undefined}
          onNudge={isGridTime(start) && isGridTime(end) ? (by) => resizeTo(toMinutes(end) + by) : undefined}
          back={{ label: t("shorter"), icon: <Minus aria-hidden /> }}
          forward={{ label: t("longer"), icon: <Plus aria-hidden /> }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          {t("save")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ms-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={t("deleteNamed", { title: block.title })}
        >
          <Trash2 aria-hidden />
          {t("delete")}
        </Button>
      </div>
    </form>
  );
}
