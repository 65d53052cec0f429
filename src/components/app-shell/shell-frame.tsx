"use client";
/**
 * The prerendered pages' frame ((shell)/layout.tsx): the app's frame drawn with the user the browser
 * fetched (use-app-frame.ts). The proxy has already checked access from the database; if the session
 * ends meanwhile (a 401), the page goes to sign-in as a server guard would send it.
 */
import type { ReactNode } from "react";
import { AppFrame } from "./app-frame";
import { useAppFrame } from "./use-app-frame";

export function ShellFrame({ children }: { children: ReactNode }) {
  const frame = useAppFrame();
  return <AppFrame frame={frame.data ?? null}>{children}</AppFrame>;
}
