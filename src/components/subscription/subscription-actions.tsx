"use client";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { openPortalAction, setCancellationAction } from "@/server/subscription/actions";

export function SubscriptionActions({ canCancel, canResume, canOpenPortal }: { canCancel: boolean; canResume: boolean; canOpenPortal: boolean }) {
  const t = useTranslations("subscription");
  const [pending, start] = useTransition();
  const act = (fn: () => Promise<{ ok: boolean; error?: string; url?: string }>, done: string) =>
    start(async () => {
      const result = await fn();
      if (!result.ok) return void toast.error(result.error);
      if (result.url) return window.location.assign(result.url);
      toast.success(done);
      window.location.reload();
    });
  return (
    <div className="flex flex-wrap gap-3">
      {canOpenPortal && (
        <Button variant="outline" disabled={pending} onClick={() => act(() => openPortalAction(), "")}>
          {t("manage")}
        </Button>
      )}
      {canCancel && (
        <Button variant="destructive" disabled={pending} onClick={() => act(() => setCancellationAction({ cancel: true }), t("canceled"))}>
          {t("cancel")}
        </Button>
      )}
      {canResume && (
        <Button disabled={pending} onClick={() => act(() => setCancellationAction({ cancel: false }), t("resumed"))}>
          {t("resume")}
        </Button>
      )}
    </div>
  );
}
