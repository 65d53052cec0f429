"use client";
/**
 * The content of a prerendered page whose data the browser fetches (issue 25: /habits, /rewards; the
 * dashboard and calendar have their own): spec section 2's splash until every query has its first
 * answer, then the page; a failed read says so with a retry, and a session that ended meanwhile goes
 * to sign in (use-sign-in-when-signed-out.ts). The content is drawn only with data in hand, so the
 * prerendered HTML holds none of it. While React hydrates that HTML it draws the splash the HTML
 * holds even when an answer is already in the client's cache (a shared query, such as the app frame,
 * can be answered before a Suspense boundary around the page hydrates), so hydration never meets
 * different HTML.
 */
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Splash } from "@/components/layout/splash";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/use-hydrated";
import { useSignInWhenSignedOut } from "./use-sign-in-when-signed-out";

/**
 * The page's queries' options: read again each time the page is shown, as a server-rendered page
 * was, while the last answer stays on screen (the app's client keeps answers forever by default,
 * and a block checked off on the dashboard must show on /rewards).
 */
export const READ_ON_EVERY_VISIT = { staleTime: 0, refetchOnMount: "always" } as const;

interface FetchedPageLabels {
  loading: string;
  failed: string;
  retry: string;
}

export function FetchedPage({
  queries,
  labels,
  children,
}: {
  queries: readonly UseQueryResult<unknown>[];
  labels: FetchedPageLabels;
  children: () => ReactNode;
}) {
  const error = queries.find((q) => q.error && q.data === undefined)?.error ?? null;
  useSignInWhenSignedOut(error);
  const hydrated = useHydrated();
  if (!hydrated) return <Splash label={labels.loading} />;
  if (queries.every((q) => q.data !== undefined)) return <>{children()}</>;
  if (!error) return <Splash label={labels.loading} />;
  const fetching = queries.some((q) => q.isFetching);
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-dashed p-8 text-center">
      <p>{labels.failed}</p>
      <Button
        type="button"
        variant="outline"
        disabled={fetching}
        onClick={() => queries.forEach((q) => q.data === undefined && void q.refetch())}
      >
        {labels.retry}
      </Button>
    </div>
  );
}
