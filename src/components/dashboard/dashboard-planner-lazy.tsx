"use client";
/** The planner, loaded as its own chunk with the splash (R logo, "Loading...") while it arrives. */
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Splash } from "@/components/layout/splash";
import type { DashboardPlannerProps } from "./dashboard-planner";

function Loading() {
  const t = useTranslations("common");
  return <Splash label={t("loading")} />;
}

const Planner = dynamic(() => import("./dashboard-planner").then((m) => m.DashboardPlanner), { loading: Loading });

export function DashboardPlannerLazy(props: DashboardPlannerProps) {
  return <Planner {...props} />;
}
