"use client";
/**
 * Colours switch at once when the theme changes (no 150 ms colour transitions on the buttons).
 * next-themes can do this itself (disableTransitionOnChange), but it also does it when it first
 * applies the stored theme after hydration, which the inline script has already applied: a
 * stylesheet for every element is added and removed again, two full style recalculations (~50 ms
 * each on a mid-range phone) on every page load. This does the same only for real changes.
 *
 * Rendered inside ThemeProvider: a child's effects run before its parent's, so the style is in
 * place before next-themes' effect changes the class on <html>.
 */
import { useEffect, useRef } from "react";
import { useTheme } from "next-themes";

export function ThemeTransitionGuard() {
  const { theme, resolvedTheme } = useTheme();
  const applied = useRef(false);
  useEffect(() => {
    if (!applied.current) {
      applied.current = true;
      return;
    }
    const style = document.createElement("style");
    style.textContent = "*,*::before,*::after{transition:none!important}";
    document.head.appendChild(style);
    // After next-themes' effect has changed the class: compute the new colours while transitions
    // are off, then restore them.
    let timer = window.setTimeout(() => {
      window.getComputedStyle(document.body);
      timer = window.setTimeout(() => style.remove(), 1);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      style.remove();
    };
  }, [theme, resolvedTheme]);
  return null;
}
