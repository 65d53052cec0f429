"use client";
/**
 * The prerendered pages' frame ((shell)/layout.tsx): fetches who the user is (GET /api/app-frame)
 * and draws the app's frame with it. The proxy has already checked access from the database; if the
 * session ends meanwhile (a 401 here), the page goes to sign-in as a server guard would send it.
 * The (app) frame puts the same answer into the query cache, so coming from another app page the
 * frame is drawn at once (and refreshed behind it).
 */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useSignInWhenSignedOut } from "./use-sign-in-when-signed-out";
import { AppFrame } from "./app-frame";
import type { FrameData } from "@/lib/app-frame";

export const fetchFrame = () => apiJson<FrameData>("/api/app-frame");

export function ShellFrame({ children }: { children: ReactNode }) {
  const frame = useQuery({
    queryKey: queryKeys.appFrame,
    queryFn: fetchFrame,
    staleTime: 0,
    refetchOnMount: "always",
    // Offline, the service worker answers with the last copy it kept (issue 27).
    networkMode: "offlineFirst",
  });
  useSignInWhenSignedOut(frame.error);
  return <AppFrame frame={frame.data ?? null}>{children}</AppFrame>;
}
