/** What Rhythm offers besides the planner: calendar, habits, mood, analytics, rewards (spec section 1). */
import { getTranslations } from "next-intl/server";
import { BarChart3, CalendarDays, Gift, Repeat, Smile, Sparkles } from "lucide-react";

const FEATURES = [
  { key: "planner", Icon: Sparkles },
  { key: "calendar", Icon: CalendarDays },
  { key: "habits", Icon: Repeat },
  { key: "mood", Icon: Smile },
  { key: "analytics", Icon: BarChart3 },
  { key: "rewards", Icon: Gift },
] as const;

export async function FeatureGrid() {
  const t = await getTranslations("landing.features");
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ key, Icon }) => (
        <li key={key} className="flex flex-col gap-3 rounded-lg border bg-card p-5">
          <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
          <p className="text-sm text-muted-foreground">{t(`items.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
