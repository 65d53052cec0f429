/**
 * A progress bar (role="progressbar"). Drawn from the inline-start edge, so it fills right to
 * left in Arabic without transforms.
 */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Progress({
  value,
  className,
  indicatorClassName,
  ...props
}: ComponentProps<"div"> & { value: number; indicatorClassName?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        className={cn(
          "absolute inset-y-0 start-0 rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none",
          indicatorClassName,
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
