"use client";
/**
 * What the user menu's button shows (the initial, the name and the plan, or only the initial on a
 * phone), shared by the light button a page first renders (user-menu.tsx) and the menu's own
 * trigger (user-menu-dropdown.tsx), so loading the menu changes nothing on screen.
 */
import { useTranslations } from "next-intl";
import { ChevronsUpDown } from "lucide-react";
import { cn } from "@/lib/cn";

import type { RoleLink } from "@/lib/app-frame";

export interface UserMenuProps {
  name: string;
  email: string;
  plan: string;
  roleLinks?: RoleLink[];
  compact?: boolean;
}

export const triggerClass = (compact: boolean) =>
  cn(
    "flex min-w-0 items-center gap-2 rounded-md text-start text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    compact ? "p-1" : "w-full p-2",
  );

export function TriggerFace({ name, email, plan, compact }: Omit<UserMenuProps, "roleLinks">) {
  const t = useTranslations("accounts.menu");
  const initial = (name || email).trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      {/* The button's name is its visible text (WCAG 2.5.3), then what it opens; the initial is decoration. */}
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
      >
        {initial}
      </span>
      {compact ? (
        <span className="sr-only">{t("open", { name: name || email })}</span>
      ) : (
        <span className="min-w-0 flex-1">
          <bdi className="block truncate font-medium">{name || email}</bdi>
          <span className="block truncate text-xs text-muted-foreground">
            <span className="sr-only">, </span>
            {plan}
            <span className="sr-only">, {t("menuSuffix")}</span>
          </span>
        </span>
      )}
      {!compact && <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />}
    </>
  );
}
