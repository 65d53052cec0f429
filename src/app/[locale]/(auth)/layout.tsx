import type { ReactNode } from "react";
import { AppClientFrame } from "@/components/app-client-frame";
import { toLocale } from "@/i18n/routing";

/** The client components of these pages translate on the client and raise toasts: see AppClientFrame. */
export default async function AuthLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <AppClientFrame locale={toLocale((await params).locale)} scope="auth-pages">
      {children}
    </AppClientFrame>
  );
}
