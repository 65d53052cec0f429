import { getTranslations } from "@/i18n/server";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";

export const ADMIN_TABS = [
  "users",
  "applications",
  "affiliates",
  "commissions",
  "payouts",
  "webhooks",
  "audit",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export async function AdminTabs({ current }: { current: AdminTab }) {
  const t = await getTranslations("admin");
  return (
    <nav aria-label={t("sections")} className="flex flex-wrap gap-1 border-b pb-2">
      {ADMIN_TABS.map((tab) => (
        <Link
          key={tab}
          href={{ pathname: "/admin", query: { tab } }}
          aria-current={tab === current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm",
            tab === current ? "bg-primary text-primary-foreground" : "hover:bg-muted",
          )}
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
