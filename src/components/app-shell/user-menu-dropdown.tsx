"use client";
/**
 * The user menu itself (Radix's dropdown), loaded when it is first opened (user-menu.tsx): who is
 * signed in and on which plan, the ways to profile, settings and subscription, language and theme
 * (saved on the account as well as in this browser), the admin console or affiliate dashboard for
 * those roles (the role comes from the database in the layout; each page checks it again), and
 * sign out.
 */
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { DropdownMenu } from "radix-ui";
import { CreditCard, Handshake, Languages, LogOut, Palette, Settings, Shield, User } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { localizedPath, reloadInLanguage } from "@/components/language-switcher";
import { toLocale, type Locale } from "@/i18n/routing";
import { updatePreferencesAction } from "@/server/users/actions/update-preferences";
import { LANGUAGES, THEMES, type Theme } from "@/server/users/choices";
import { TriggerFace, triggerClass, type UserMenuProps } from "./user-menu-face";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", ar: "العربية" };

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[highlighted]:text-foreground";

const ROLE_ICONS = { admin: Shield, affiliateDashboard: Handshake, becomeAffiliate: Handshake } as const;

export default function UserMenuDropdown({
  name,
  email,
  plan,
  roleLinks = [],
  compact = false,
  defaultOpen = false,
}: UserMenuProps & { defaultOpen?: boolean }) {
  const t = useTranslations("accounts.menu");
  const tt = useTranslations("account.themes");
  const locale = toLocale(useLocale());
  const { theme, setTheme } = useTheme();
  const [busy, setBusy] = useState(false);

  async function chooseLanguage(next: string) {
    const language = toLocale(next);
    if (language === locale) return;
    await updatePreferencesAction({ language }).catch(() => null);
    reloadInLanguage(language);
  }

  async function chooseTheme(next: string) {
    if (!(THEMES as readonly string[]).includes(next)) return;
    setTheme(next);
    await updatePreferencesAction({ theme: next as Theme }).catch(() => null);
  }

  return (
    // Not modal: the rest of the page is not hidden from assistive technology while the menu is open.
    <DropdownMenu.Root modal={false} dir={locale === "ar" ? "rtl" : "ltr"} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClass(compact)}>
        <TriggerFace name={name} email={email} plan={plan} compact={compact} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <bdi className="block truncate text-sm font-medium">{name || email}</bdi>
            <span className="block truncate text-xs text-muted-foreground" dir="ltr">
              {email}
            </span>
            <span className="mt-1 block text-xs text-muted-foreground">{t("plan", { plan })}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <User aria-hidden className="size-4" />
              {t("profile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings">
              <Settings aria-hidden className="size-4" />
              {t("settings")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/subscription">
              <CreditCard aria-hidden className="size-4" />
              {t("subscription")}
            </Link>
          </DropdownMenu.Item>
          {roleLinks.map((link) => {
            const Icon = ROLE_ICONS[link.key];
            return (
              <DropdownMenu.Item key={link.key} asChild className={itemClass}>
                <Link href={link.href}>
                  <Icon aria-hidden className="size-4" />
                  {t(link.key)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClass}>
              <Languages aria-hidden className="size-4" />
              {t("language")}
              <span className="ms-auto text-xs text-muted-foreground">{LANGUAGE_NAMES[locale]}</span>
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="z-50 min-w-40 rounded-md border bg-card p-1 text-card-foreground shadow-md">
                <DropdownMenu.RadioGroup value={locale} onValueChange={(v) => void chooseLanguage(v)}>
                  {LANGUAGES.map((l) => (
                    <DropdownMenu.RadioItem key={l} value={l} className={itemClass} lang={l}>
                      <DropdownMenu.ItemIndicator className="size-2 rounded-full bg-primary" />
                      {LANGUAGE_NAMES[l]}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClass}>
              <Palette aria-hidden className="size-4" />
              {t("theme")}
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="z-50 min-w-40 rounded-md border bg-card p-1 text-card-foreground shadow-md">
                <DropdownMenu.RadioGroup value={theme ?? "light"} onValueChange={(v) => void chooseTheme(v)}>
                  {THEMES.map((th) => (
                    <DropdownMenu.RadioItem key={th} value={th} className={itemClass}>
                      <DropdownMenu.ItemIndicator className="size-2 rounded-full bg-primary" />
                      {tt(th)}
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={busy}
            onSelect={() => {
              setBusy(true);
              // Auth.js's client loads on this click only: every signed-in page renders this menu.
              void import("next-auth/react").then(({ signOut }) => signOut({ redirectTo: localizedPath("/", locale) }));
            }}
          >
            <LogOut aria-hidden className="size-4" />
            {t("signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
