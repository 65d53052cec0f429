"use client";
/** Checkbox in shadcn style over Radix (a button with role="checkbox"; Space toggles it). */
import type { ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/marketing/icons";

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // One class for the shared look (globals.css), as the button's.
        "peer ui-checkbox",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        {/* Drawn plainly (no lucide attributes): a day's timeline shows one per block. */}
        <Icon name="Check" className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
