"use client";
/**
 * The app's one TanStack Query client, with the spec's defaults (no retry, no refetch on focus or
 * interval, never stale). Every page's queries live in it, so the calendar and the dashboard
 * share their block queries and a mutation on one page is seen by the others.
 */
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider, useQueryClient, type QueryKey } from "@tanstack/react-query";

export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per browser tab (and per server render), never shared between users.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Server data already written into the cache. A page's props come new from the server on each
// visit, but a back or forward navigation replays the same (older) objects: those must not
// overwrite what the cache learnt since.
const seeded = new WeakSet<object>();

/**
 * Puts what a server page rendered into the cache under `key` when the component mounts (instead
 * of a second QueryClient or a fetch the page already made), so `useQuery` on that key starts
 * with it and mutations update it like any other query.
 */
export function useServerData(key: QueryKey, data: object | null) {
  const queryClient = useQueryClient();
  useState(() => {
    if (data === null ? queryClient.getQueryState(key) !== undefined : seeded.has(data)) return;
    if (data !== null) seeded.add(data);
    queryClient.setQueryData(key, data);
  });
}
