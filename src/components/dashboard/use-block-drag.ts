"use client";
/**
 * Dragging a dashboard block to a new time with a pointer (mouse, pen or touch): one pixel of
 * vertical travel is one minute, snapped to 5 minutes, and the block keeps its length inside the
 * day. The block follows the pointer and shows its new times while it moves; letting go saves,
 * Escape cancels. Keyboard users move blocks through the block editor instead.
 */
import { fromMinutes, toMinutes } from "@/lib/time/clock";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { DAY_END_MINUTES } from "@/server/schedule/grid";

const SNAP = 5;
const PX_PER_MINUTE = 1;

interface DragPreview {
  offsetPx: number;
  start: string;
  end: string;
}

/** The block's times after dragging `deltaPx`, kept inside the day. */
function draggedTimes(start: string, end: string, deltaPx: number): { start: string; end: string; minutes: number } {
  const s = toMinutes(start);
  const length = toMinutes(end) - s;
  const wanted = Math.round(deltaPx / PX_PER_MINUTE / SNAP) * SNAP;
  const minutes = Math.max(-s, Math.min(DAY_END_MINUTES - length - s, wanted));
  return { start: fromMinutes(s + minutes), end: fromMinutes(s + length + minutes), minutes };
}

export function useBlockDrag(
  block: { start: string; end: string },
  disabled: boolean,
  onDrop: (change: { start: string; end: string }) => void,
) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const origin = useRef<{ y: number; pointer: number } | null>(null);

  const cancel = (el: Element | null) => {
    if (origin.current && el?.hasPointerCapture(origin.current.pointer))
      el.releasePointerCapture(origin.current.pointer);
    origin.current = null;
    setPreview(null);
  };

  const handlers = {
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      if (disabled || e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      origin.current = { y: e.clientY, pointer: e.pointerId };
      setPreview({ offsetPx: 0, start: block.start, end: block.end });
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      if (!origin.current || e.pointerId !== origin.current.pointer) return;
      const delta = e.clientY - origin.current.y;
      const next = draggedTimes(block.start, block.end, delta);
      setPreview({ offsetPx: next.minutes * PX_PER_MINUTE, start: next.start, end: next.end });
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>) {
      if (!origin.current || e.pointerId !== origin.current.pointer) return;
      const next = draggedTimes(block.start, block.end, e.clientY - origin.current.y);
      cancel(e.currentTarget);
      if (next.minutes !== 0) onDrop({ start: next.start, end: next.end });
    },
    onPointerCancel(e: ReactPointerEvent<HTMLElement>) {
      cancel(e.currentTarget);
    },
  };

  // Escape cancels a drag in progress (the handle never has focus, so listen on the window).
  const dragging = preview !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      origin.current = null;
      setPreview(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dragging]);

  return { preview, handlers };
}
