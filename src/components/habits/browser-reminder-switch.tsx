"use client";
/**
 * Browser reminders: asks for the Notification permission (it needs a click) and remembers the
 * choice in this browser; HabitReminders (mounted in the app frame) shows them while Rhythm is open.
 */
import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BROWSER_REMINDERS_KEY, notificationsSupported } from "./habit-reminders";

type State = "unsupported" | "denied" | "on" | "off";

const listeners = new Set<() => void>();
function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
function snapshot(): State {
  if (!notificationsSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" && localStorage.getItem(BROWSER_REMINDERS_KEY) === "on" ? "on" : "off";
}

export function BrowserReminderSwitch() {
  const t = useTranslations("habits.browserReminders");
  const state = useSyncExternalStore(subscribe, snapshot, () => "unsupported" as State);
  const notify = () => listeners.forEach((l) => l());

  async function turnOn() {
    const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    if (permission === "granted") localStorage.setItem(BROWSER_REMINDERS_KEY, "on");
    notify();
    window.dispatchEvent(new Event("rhythm:habit-reminders"));
  }
  function turnOff() {
    localStorage.setItem(BROWSER_REMINDERS_KEY, "off");
    notify();
    window.dispatchEvent(new Event("rhythm:habit-reminders"));
  }

  if (state === "unsupported") return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
      <BellRing aria-hidden className="size-4 text-muted-foreground" />
      <p className="flex-1">{t(state)}</p>
      {state === "off" && (
        <Button size="sm" variant="outline" onClick={turnOn}>
          {t("turnOn")}
        </Button>
      )}
      {state === "on" && (
        <Button size="sm" variant="ghost" onClick={turnOff}>
          {t("turnOff")}
        </Button>
      )}
    </div>
  );
}
