"use client";
/**
 * Icons repeated down a list, drawn once: the list renders each shape as a <symbol> and every row
 * refers to it with <use>, so a day of blocks does not carry ~500 bytes of SVG per icon per row in
 * the page's HTML (issue 25). The shapes are lucide's own components, drawn into the symbols.
 */
import type { LucideIcon } from "lucide-react";

/** The symbols: render once, before the rows that use them (it takes no space). */
export function IconSprite({ prefix, icons }: { prefix: string; icons: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(icons).map(([name, Icon]) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon from a sprite, sized and coloured by `className` like a lucide icon. */
export function SpriteIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
