/** Five stars filled to a rating; decorative, the rating itself is stated in text beside it. */
import { useId } from "react";
import { cn } from "@/lib/cn";

export function StarRating({ value, max = 5, className }: { value: number; max?: number; className?: string }) {
  const id = useId();
  const percent = `${Math.max(0, Math.min(1, value / max)) * 100}%`;
  const star = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5z";
  return (
    // Mirrored in right-to-left pages so the stars fill from the reading start.
    <svg
      viewBox={`0 0 ${24 * max} 24`}
      className={cn("rtl:-scale-x-100", className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2={24 * max} y2="0">
          <stop offset={percent} stopColor="#f59e0b" />
          <stop offset={percent} stopColor="#cbd5e1" />
        </linearGradient>
      </defs>
      {Array.from({ length: max }, (_, i) => (
        <path key={i} d={star} transform={`translate(${i * 24} 0)`} fill={`url(#${id})`} />
      ))}
    </svg>
  );
}
