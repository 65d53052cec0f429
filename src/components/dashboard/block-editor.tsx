"use client";
/**
 * The inline editor of one block: start (moving keeps the length), end (resizing), 15-minute
 * nudges, save, cancel (Escape) and delete. Times are checked with the API's own rules before
 * anything is sent.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, Minus, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DAY_END_MINUTES, isGridTime, minutesToTime, timeToMinutes } from "@/server/schedule/schemas";
import type { BlockView } from "@/server/schedule/types";

const STEP = 15;

/** A time input cannot show 24:00: it shows 00:00, which as an end means midnight. */
const endToInput = (end: string) => (end === "24:00" ? "00:00" : end);
const inputToEnd = (value: string) => (value === "00:00" ? "24:00" : value);

export interface BlockEditorProps {
  block: BlockView;
  onSave: (change: { start: string; end: string }) => void;
  onDelete: () => void;
  onClose: () => void;
}

export function BlockEditor({ block, onSave, onDelete, onClose }: BlockEditorProps) {
  const t = useTranslations("dashboard.block");
  const id = useId();
  const startRef = useRef<HTMLInputElement>(null);
  const [start, setStart] = useState(block.start);
  const [end, setEnd] = useState(block.end);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    startRef.current?.focus();
  }, []);

  const length =
    isGridTime(start) && isGridTime(end)
      ? timeToMinutes(end) - timeToMinutes(start)
      : timeToMinutes(block.end) - timeToMinutes(block.start);

  function moveTo(nextStart: number) {
    const s = Math.max(0, Math.min(DAY_END_MINUTES - length, nextStart));
    setStart(minutesToTime(s));
    setEnd(minutesToTime(s + length));
    setError(null);
  }

  function resizeTo(nextEnd: number) {
    const e = Math.max(timeToMinutes(start) + 5, Math.min(DAY_END_MINUTES, nextEnd));
    setEnd(minutesToTime(e));
    setError(null);
  }

  function changeStart(value: string) {
    if (!value) return setStart(value);
    if (!isGridTime(value)) {
      setStart(value);
      return;
    }
    // Moving keeps the length, as long as the day allows it.
    const s = timeToMinutes(value);
    const wanted = s + Math.max(5, length);
    setStart(value);
    setEnd(minutesToTime(Math.min(DAY_END_MINUTES, wanted)));
    // Clamped at midnight: say so, since the block got shorter.
    setError(wanted > DAY_END_MINUTES ? t("pastMidnight") : null);
  }

  function save() {
    if (!isGridTime(start) || !isGridTime(end) || start === "24:00") return setError(t("invalidTime"));
    const s = timeToMinutes(start);
    const e = timeToMinutes(end);
    if (e <= s) return setError(t("endBeforeStart"));
    onSave({ start, end });
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
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-start`}>{t("start")}</Label>
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t("earlier")}
              onClick={() => moveTo(timeToMinutes(start) - STEP)}
              disabled={!isGridTime(start)}
            >
              <ChevronLeft aria-hidden className="rtl:rotate-180" />
            </Button>
            <Input
              ref={startRef}
              id={`${id}-start`}
              type="time"
              step={300}
              required
              value={start}
              onChange={(e) => changeStart(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-9 w-32 tabular-nums"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t("later")}
              onClick={() => moveTo(timeToMinutes(start) + STEP)}
              disabled={!isGridTime(start)}
            >
              <ChevronRight aria-hidden className="rtl:rotate-180" />
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-end`}>{t("end")}</Label>
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t("shorter")}
              onClick={() => resizeTo(timeToMinutes(end) - STEP)}
              disabled={!isGridTime(end)}
            >
              <Minus aria-hidden />
            </Button>
            <Input
              id={`${id}-end`}
              type="time"
              step={300}
              required
              value={endToInput(end)}
              onChange={(e) => {
                setEnd(inputToEnd(e.target.value));
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-9 w-32 tabular-nums"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t("longer")}
              onClick={() => resizeTo(timeToMinutes(end) + STEP)}
              disabled={!isGridTime(end)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
        </div>
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
