"use client";
/**
 * The calendar, loaded as its own chunk (FullCalendar included) and on the client only, with the
 * splash while it arrives: no other route's JavaScript carries FullCalendar.
 */
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Splash } from "@/components/layout/splash";
import type { CalendarAppProps } from "./calendar-app";

function Loading() {
  const t = useTranslations("common");
  return <Splash label={t("loading")} />;
}

const App = dynamic(() => import("./calendar-app").then((m) => m.CalendarApp), { ssr: false, loading: Loading });

export function CalendarLazy(props: CalendarAppProps) {
  return <App {...props} />;
}
