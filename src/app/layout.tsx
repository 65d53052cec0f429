import type { ReactNode } from "react";
import "./globals.css";

// The real root layout is app/[locale]/layout.tsx; this one only lets app/not-found.tsx render
// for paths the locale proxy never sees.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
