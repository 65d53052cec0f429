"use client";
/** Navigation of the signed-in app: a sidebar on wide screens, a scrollable bar on phones. */
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { BarChart3, CalendarDays, Gift, LayoutDashboard, Repeat, Settings, Smile, User } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { NAV_ITEMS, type NavItem } from "@/lib/routes";

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

export function AppNav({ orientation }: { orientation: "vertical" | "horizontal" }) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the bar scrolls sideways: bring the current page's item into view.
  useEffect(() => {
    if (orientation !== "horizontal") return;
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [orientation, pathname]);
  return (
    <nav aria-label={t("label")}>
      <ul
        ref={listRef}
        className={cn(orientation === "vertical" ? "flex flex-col gap-1" : "flex gap-1 overflow-x-auto px-2 py-1")}
      >
        {NAV_ITEMS.map((item) => {
          const href = `/${item}`;
          const active = pathname === href || pathname.startsWith(`${href}/`);
          const Icon = ICONS[item];
          return (
            <li key={item}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                  active
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(item)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
