"use client";
/**
 * The signed-in app's one TanStack Query client, with the spec's defaults (no retry, no refetch on
 * focus or interval, never stale). The calendar and the dashboard share its block queries.
 */
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "@/lib/api-client";

export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per browser tab (and per server render), never shared between users.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { ...QUERY_DEFAULTS.queries }, mutations: { ...QUERY_DEFAULTS.mutations } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
