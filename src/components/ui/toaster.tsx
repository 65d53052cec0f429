"use client";
/** The toast area (spec section 9): one toast at a time, 5 s auto-dismiss, swipe to dismiss, F8 focuses it. */
import { Toaster as Sonner } from "sonner";
import { useTheme } from "next-themes";
import { TOAST_DURATION_MS, TOAST_HOTKEY } from "@/lib/constants";

export function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      hotkey={[TOAST_HOTKEY]}
      closeButton
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
