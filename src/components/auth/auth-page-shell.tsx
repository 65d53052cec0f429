/**
 * The frame of /auth and its sub-pages (reset, verified): a narrow centred column under the logo,
 * which links home. A page that titles itself above its card (the sign-in page) passes the title
 * and the line under it.
 */
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { Link } from "@/i18n/navigation";

export function AuthPageShell({
  homeLabel,
  title,
  subtitle,
  children,
}: {
  /** The accessible name of the logo's link home. */
  homeLabel: string;
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Link href="/" aria-label={homeLabel}>
          <Logo size={44} />
        </Link>
        {title && <h1 className="text-2xl font-semibold">{title}</h1>}
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {children}
    </main>
  );
}
