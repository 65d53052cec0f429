"use client";
/**
 * The texts of the error boundary (app/[locale]/error.tsx), handed down by the root layout. The
 * boundary sits above the layouts that provide next-intl's client messages, and the public pages
 * load no next-intl client code at all, so it gets its three strings this way.
 */
import { createContext, useContext, type ReactNode } from "react";

export type ErrorTexts = { title: string; body: string; retry: string };

// The root layout always provides the texts; the default only keeps the type simple.
const ErrorTextsContext = createContext<ErrorTexts>({ title: "", body: "", retry: "" });

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext);
}
