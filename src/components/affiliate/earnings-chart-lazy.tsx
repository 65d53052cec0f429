"use client";
import dynamic from "next/dynamic";

/** recharts is heavy: fetched only when the dashboard renders the chart, on the client. */
export const EarningsChartLazy = dynamic(() => import("./earnings-chart").then((m) => m.EarningsChart), { ssr: false });
