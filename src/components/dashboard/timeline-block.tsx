"use client";
/**
 * One block on the day's timeline: a check-off, its time and length, kind, title, the one-line
 * reason for its place, badges for fixed times and overlaps, and an inline editor.
 */
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { displayTitle } from "@/lib/generated-title";
import { GripVertical, Pencil, Pin, TriangleAlert, type LucideIcon } from "lucide-react";
import { IconSprite, SpriteIcon } from "@/components/ui/icon-sprite";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import type { BlockView } from "@/server/schedule/types";
import type { BlockEdit } from "./block-editor";
import { KIND_STYLES } from "./kind-styles";
import { blockMinutes } from "./plan-math";
import { useDuration } from "./use-duration";
import { useClockTime } from "@/components/app-shell/clock-format";
import { useBlockDrag } from "./use-block-drag";

// The editor is only needed once someone edits: load it then.
const BlockEditor = dynamic(() => import("./block-editor").then((m) => m.BlockEditor), { ssr: false });

const SPRITE = "timeline-icon";
const icon = (name: string) => `${SPRITE}-${name}`;

/** The icons a timeline of these blocks shows, once per timeline (each block refers to them: icon-sprite.tsx). */
export function TimelineIcons({ blocks }: { blocks: readonly BlockView[] }) {
  const icons: Record<string, LucideIcon> = { grip: GripVertical, pencil: Pencil };
  for (const b of blocks) {
    icons[`kind-${b.kind}`] = KIND_STYLES[b.kind].icon;
    if (b.fixed) icons.pin = Pin;
    if (b.conflict) icons.conflict = TriangleAlert;
  }
  return <IconSprite prefix={SPRITE} icons={icons} />;
}

/** The timeline's time column: wide enough for "10:30 AM". */
export const TIME_COLUMN = "timeline-col";

interface TimelineBlockProps {
  block: BlockView;
  disabled: boolean;
  onDone: (done: boolean) => void;
  date: string;
  onRetime: (change: BlockEdit) => void;
  onDelete: () => void;
}

export function TimelineBlock({ block, date, disabled, onDone, onRetime, onDelete }: TimelineBlockProps) {
  const t = useTranslations("dashboard.block");
  const duration = useDuration();
  const clock = useClockTime();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const style = KIND_STYLES[block.kind];
  const titleId = `block-${block.id}-title`;
  const { preview, handlers } = useBlockDrag(block, disabled || editing, onRetime);
  const shown = preview ?? block;

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      className={cn("relative flex gap-3 sm:gap-4", preview && "z-10")}
      style={preview ? { transform: `translateY(${preview.offsetPx}px)` } : undefined}
      data-testid="timeline-block"
      data-dragging={preview ? "true" : undefined}
      data-block-id={block.id}
      data-kind={block.kind}
      data-done={block.done ? "true" : "false"}
    >
      <div className={cn(TIME_COLUMN, "timeline-time")}>
        <div className="font-semibold" data-testid="block-start">
          {clock(shown.start)}
        </div>
        <div className="text-xs text-muted-foreground">{clock(shown.end)}</div>
      </div>
      <div aria-hidden className="timeline-rail">
        <span className={cn("timeline-dot", style.dot, block.done && "opacity-50")} />
      </div>
      <div
        className={cn(
          "timeline-card",
          preview && "shadow-lg ring-2 ring-ring",
          style.card,
          block.conflict && "border-destructive/60",
          block.done && "bg-muted/40",
        )}
      >
        <div className="flex items-start gap-3">
          {/* Pointer-only: keyboard and screen-reader users move blocks with the editor (the pencil). */}
          <div
            aria-hidden
            title={t("dragHint")}
            data-testid="block-drag-handle"
            className={cn(
              "timeline-handle",
              disabled || editing ? "cursor-not-allowed opacity-40" : "cursor-grab active:cursor-grabbing",
            )}
            {...handlers}
          >
            <SpriteIcon id={icon("grip")} className="size-4" />
          </div>
          <Checkbox
            checked={block.done}
            onCheckedChange={(value) => onDone(value === true)}
            disabled={disabled}
            aria-label={t("markDone", { title: block.title, start: clock(block.start) })}
            className="mt-0.5"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <SpriteIcon id={icon(`kind-${block.kind}`)} className={cn("size-4 shrink-0", style.iconColor)} />
              <span className="sr-only">{t(`kinds.${block.kind}`)}:</span>
              <span
                id={titleId}
                className={cn(
                  "font-medium break-words",
                  block.done && "text-muted-foreground line-through decoration-1",
                )}
              >
                {displayTitle(block, (kind) => t(`kinds.${kind}`))}
              </span>
              {block.fixed && (
                <Badge variant="outline" className="gap-1 text-muted-foreground">
                  <SpriteIcon id={icon("pin")} />
                  {t("fixed")}
                </Badge>
              )}
              {block.conflict && (
                <Badge variant="destructive" className="gap-1">
                  <SpriteIcon id={icon("conflict")} />
                  {t("conflict")}
                </Badge>
              )}
            </div>
            <p className="mt-1 text-xs text-muted-foreground">
              <span className="tabular-nums">
                <span className="sr-only">
                  {t("timeRange", { start: clock(block.start), end: clock(block.end) })},{" "}
                </span>
                {duration(blockMinutes(block))}
              </span>
              <span aria-hidden> · </span>
              <span data-testid="block-reason">{block.reason}</span>
            </p>
          </div>
          <Button
            ref={editButton}
            type="button"
            variant="ghost"
            size="icon"
            className="-me-1 -mt-1 size-9 shrink-0 text-muted-foreground"
            aria-label={t("edit", { title: block.title })}
            aria-expanded={editing}
            disabled={disabled}
            onClick={() => (editing ? close() : setEditing(true))}
          >
            <SpriteIcon id={icon("pencil")} />
          </Button>
        </div>
        {editing && (
          <BlockEditor
            block={block}
            date={date}
            onClose={close}
            onSave={(change) => {
              setEditing(false);
              onRetime(change);
            }}
            onDelete={() => {
              setEditing(false);
              onDelete();
            }}
          />
        )}
      </div>
    </li>
  );
}
