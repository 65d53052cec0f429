"use client";
/**
 * Shows today's habit reminders as browser notifications while Rhythm is open (when the user
 * turned them on in this browser and has notifications on in settings). The list comes from
 * /api/habits/reminders, re-read every 15 minutes and after changes; the notification tag makes
 * several open tabs show one notification.
 */
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useClockTime } from "@/components/app-shell/clock-format";
import { apiJson } from "@/lib/api-client";

export const BROWSER_REMINDERS_KEY = "rhythm-habit-reminders";
const REFRESH_MS = 15 * 60 * 1000;

export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

interface Reminder {
  id: string;
  name: string;
  time: string;
  at: string;
}

export function HabitReminders() {
  const t = useTranslations("habits.browserReminders");
  const clock = useClockTime();
  useEffect(() => {
    let timers: number[] = [];
    let stopped = false;
    const clear = () => {
      timers.forEach((id) => window.clearTimeout(id));
      timers = [];
    };
    async function load() {
      clear();
      if (
        !notificationsSupported() ||
        Notification.permission !== "granted" ||
        localStorage.getItem(BROWSER_REMINDERS_KEY) !== "on"
      )
        return;
      const body = await apiJson<{ enabled: boolean; reminders: Reminder[] }>("/api/habits/reminders").catch(
        () => null,
      );
      if (!body?.enabled || stopped) return;
      for (const r of body.reminders) {
        const delay = Date.parse(r.at) - Date.now();
        if (delay < 0 || delay > REFRESH_MS + 60_000) continue;
        timers.push(
          window.setTimeout(() => {
            new Notification(t("title", { name: r.name }), {
              body: t("body", { name: r.name, time: clock(r.time) }),
              tag: `rhythm-habit-${r.id}-${r.at.slice(0, 10)}`,
            });
          }, delay),
        );
      }
    }
    void load();
    const interval = window.setInterval(() => void load(), REFRESH_MS);
    const reload = () => void load();
    window.addEventListener("rhythm:habit-reminders", reload);
    return () => {
      stopped = true;
      clear();
      window.clearInterval(interval);
      window.removeEventListener("rhythm:habit-reminders", reload);
    };
  }, [t, clock]);
  return null;
}
