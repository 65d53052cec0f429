/** The wait screen of spec section 2: the R logo and "Loading...", shown while a page or identity loads. */
import { Logo } from "@/components/brand/logo";

export function Splash({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4"
      data-testid="splash"
    >
      <Logo size={56} className="animate-pulse motion-reduce:animate-none" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
