/**
 * A styled native <select>: the platform's own picker (best on phones, type-ahead on desktops,
 * fully keyboard usable), with the chevron on the inline end so it also reads right in RTL.
 */
import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

export function NativeSelect({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <div data-slot="native-select" className={cn("relative", wrapperClassName)}>
      <select
        className={cn(
          "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 ps-3 pe-9 text-base text-foreground",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
