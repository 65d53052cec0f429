"use client";
/**
 * The prerendered calendar page's client side (issue 25): opens the calendar in the user's time zone
 * on today, or on the day the address asks for (?date=YYYY-MM-DD), once the frame's answer (who the
 * user is: use-app-frame.ts) is in; until then, the grid's box with spec section 2's splash.
 */
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Splash } from "@/components/layout/splash";
import { useAppFrame } from "@/components/app-shell/use-app-frame";
import { toLocale } from "@/i18n/routing";
import { todayIn } from "@/lib/time/zones";
import { isPlanDate } from "@/server/schedule/grid";
import { CalendarApp } from "./calendar-app";

export function CalendarViewLoading() {
  const t = useTranslations("common");
  return (
    <div className="h-[clamp(26rem,calc(100dvh-9rem),60rem)] rounded-lg border bg-card p-2">
      <Splash label={t("loading")} />
    </div>
  );
}

export function CalendarView() {
  const locale = toLocale(useLocale());
  const requested = useSearchParams().get("date") ?? "";
  const frame = useAppFrame();
  if (!frame.data) return <CalendarViewLoading />;
  const today = todayIn(frame.data.timezone);
  return (
    <CalendarApp
      // A new day asked for by the address opens the calendar there, as a new page would.
      key={requested}
      locale={locale}
      timezone={frame.data.timezone}
      today={today}
      initialDate={isPlanDate(requested) ? requested : today}
      workStart={frame.data.workStart}
    />
  );
}
