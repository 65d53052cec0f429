"use client";
/**
 * The installable app's part of each signed-in page (issue 27): registers the service worker (and
 * asks it to keep this page's files, which loaded before it was in control), says clearly when the
 * browser is offline, and when the connection returns sends the check-offs made meanwhile, showing
 * any that a newer edit elsewhere made impossible.
 */
import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { QUEUE_EVENT, readQueue, replayQueue, type QueuedCheckOff } from "./offline-queue";

function keepThisPage(worker: ServiceWorker | null | undefined) {
  if (!worker) return;
  const urls = performance.getEntriesByType("resource").map((e) => e.name);
  worker.postMessage({ type: "keep", urls, page: window.location.href });
}

export function PwaClient({ userId }: { userId: string }) {
  const t = useTranslations("pwa");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [conflicts, setConflicts] = useState<QueuedCheckOff[]>([]);
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(async () => {
        const ready = await navigator.serviceWorker.ready;
        keepThisPage(ready.active);
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    document.body.dataset.rhythmUser = userId;
    const count = () => setWaiting(readQueue(userId).length);
    const replay = async () => {
      if (readQueue(userId).length === 0) return;
      const result = await replayQueue(userId, locale);
      if (result.conflicts.length) setConflicts((c) => [...c, ...result.conflicts]);
      if (result.sent > 0 || result.conflicts.length > 0) {
        setSynced(result.sent > 0);
        router.refresh();
        // The prerendered dashboard's day and plan come from the query cache, not the page.
        void queryClient.invalidateQueries({ queryKey: queryKeys.plan.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.blocks.all });
      }
    };
    const update = () => {
      setOffline(!navigator.onLine);
      if (navigator.onLine) void replay();
    };
    update();
    count();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    window.addEventListener(QUEUE_EVENT, count);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener(QUEUE_EVENT, count);
    };
  }, [locale, queryClient, router, userId]);

  if (!offline && conflicts.length === 0 && !synced && waiting === 0) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="border-b bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-testid="offline-status"
    >
      {offline && <p data-testid="offline-note">{t("offline")}</p>}
      {waiting > 0 && <p>{t("queued", { count: waiting })}</p>}
      {!offline && synced && waiting === 0 && <p>{t("synced")}</p>}
      {conflicts.map((c) => (
        <p key={`${c.blockId}-${c.queuedAt}`} data-testid="offline-conflict">
          {t("conflict", { title: c.title })}
        </p>
      ))}
      {!offline && (conflicts.length > 0 || synced) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setConflicts([]);
            setSynced(false);
          }}
        >
          {t("dismiss")}
        </Button>
      )}
    </div>
  );
}
