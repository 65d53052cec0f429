/** What Rhythm offers besides the planner: calendar, habits, mood, analytics, rewards (spec section 1). */
import { getTranslations } from "next-intl/server";
import { Icon, type IconName } from "./icons";

const FEATURES: { key: "planner" | "calendar" | "habits" | "mood" | "analytics" | "rewards"; icon: IconName }[] = [
  { key: "planner", icon: "Sparkles" },
  { key: "calendar", icon: "CalendarDays" },
  { key: "habits", icon: "Repeat" },
  { key: "mood", icon: "Smile" },
  { key: "analytics", icon: "BarChart3" },
  { key: "rewards", icon: "Gift" },
];

export async function FeatureGrid() {
  const t = await getTranslations("landing.features");
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ key, icon }) => (
        <li key={key} className="flex flex-col gap-3 rounded-lg border bg-card p-5">
          <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Icon name={icon} className="size-5" />
          </span>
          <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
          <p className="text-sm text-muted-foreground">{t(`items.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
