"use client";
/**
 * Who the user is, for the prerendered pages (GET /api/app-frame): their frame ((shell)/layout.tsx)
 * and the pages that need a fact of it (the calendar's time zone) share this one query. Read again on
 * every visit and shown meanwhile from the last answer (the (app) frame seeds it from its server
 * render); offline, the service worker answers with the last copy it kept (issue 27).
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { FrameData } from "@/lib/app-frame";
import { queryKeys } from "@/lib/query-keys";
import { useSignInWhenSignedOut } from "./use-sign-in-when-signed-out";

export function useAppFrame() {
  const frame = useQuery({
    queryKey: queryKeys.appFrame,
    queryFn: () => apiJson<FrameData>("/api/app-frame"),
    staleTime: 0,
    refetchOnMount: "always",
    networkMode: "offlineFirst",
  });
  useSignInWhenSignedOut(frame.error);
  return frame;
}
