"use client";
/**
 * Navigation of the signed-in app: a sidebar on wide screens, a scrollable bar on phones. Without a
 * premium plan the premium pages are shown locked, with the reason, rather than as links into the
 * paywall; admins and affiliates also find the pages of their role here (issue 24).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import {
  BarChart3,
  CalendarDays,
  Gift,
  Handshake,
  LayoutDashboard,
  Lock,
  Repeat,
  Settings,
  Shield,
  Smile,
  User,
  type LucideIcon,
} from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { IconSprite, SpriteIcon } from "@/components/ui/icon-sprite";
import { NAV_ITEMS, PREMIUM_ROUTES, type NavItem } from "@/lib/routes";

/** A page of the user's role, after the common items (the admin console, an affiliate's dashboard). */
export interface RoleNavItem {
  href: string;
  key: "admin" | "affiliateDashboard";
}

const ROLE_ICONS = { admin: Shield, affiliateDashboard: Handshake } as const;
// One class (globals.css): the page carries two navigations of up to ten items each.
const itemClass = "nav-item";

const SPRITE = "nav-icon";
const icon = (name: string) => `${SPRITE}-${name}`;

const ICONS: Record<NavItem, typeof LayoutDashboard> = {
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  habits: Repeat,
  mood: Smile,
  analytics: BarChart3,
  rewards: Gift,
  settings: Settings,
  profile: User,
};

/**
 * The navigation's icons, drawn once for the page's two navigations (the side bar and the phone
 * bar), which refer to them (icon-sprite.tsx).
 */
export function NavIcons({ premium, roleItems = [] }: { premium: boolean; roleItems?: RoleNavItem[] }) {
  const icons: Record<string, LucideIcon> = { ...ICONS };
  for (const item of roleItems) icons[item.key] = ROLE_ICONS[item.key];
  if (!premium) icons.lock = Lock;
  return <IconSprite prefix={SPRITE} icons={icons} />;
}

export function AppNav({
  orientation,
  premium,
  roleItems = [],
}: {
  orientation: "vertical" | "horizontal";
  premium: boolean;
  roleItems?: RoleNavItem[];
}) {
  const t = useTranslations("nav");
  const tm = useTranslations("accounts.menu");
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the bar scrolls sideways: bring the current page's item into view, again once the
  // prerendered frame knows its user (a free plan's locked items are wider, role items are added).
  const roleCount = roleItems.length;
  useEffect(() => {
    if (orientation !== "horizontal") return;
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [orientation, pathname, premium, roleCount]);
  return (
    <nav aria-label={t("label")}>
      <ul
        ref={listRef}
        className={cn(
          orientation === "vertical" ? "relative flex flex-col gap-1" : "relative flex gap-1 overflow-x-auto px-2 py-1",
        )}
      >
        {NAV_ITEMS.map((item) => {
          const href = `/${item}`;
          if (!premium && (PREMIUM_ROUTES as readonly string[]).includes(href)) {
            return (
              <li key={item}>
                <span
                  aria-disabled="true"
                  title={t("lockedReason")}
                  className={cn(itemClass, "cursor-not-allowed text-muted-foreground")}
                  data-testid={`nav-locked-${item}`}
                >
                  <SpriteIcon id={icon(item)} className="size-4 shrink-0" />
                  {t(item)}
                  <SpriteIcon id={icon("lock")} className="ms-auto size-3.5 shrink-0" />
                  <span className="sr-only">{t("lockedReason")}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={item}>
              <NavLink href={href} active={pathname === href || pathname.startsWith(`${href}/`)}>
                <SpriteIcon id={icon(item)} className="size-4 shrink-0" />
                {t(item)}
              </NavLink>
            </li>
          );
        })}
        {roleItems.map((item) => {
          return (
            <li key={item.key}>
              <NavLink href={item.href} active={pathname === item.href || pathname.startsWith(`${item.href}/`)}>
                <SpriteIcon id={icon(item.key)} className="size-4 shrink-0" />
                {tm(item.key)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NavLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        itemClass,
        active ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}
