"use client";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/server/http/action";
import { openPortalAction, setCancellationAction } from "@/server/subscription/actions";

export function SubscriptionActions({
  canCancel,
  canResume,
  canOpenPortal,
  accessEndsOn = null,
}: {
  canCancel: boolean;
  canResume: boolean;
  canOpenPortal: boolean;
  /** The formatted date premium access ends if the user cancels now (the end of the period). */
  accessEndsOn?: string | null;
}) {
  const t = useTranslations("subscription");
  const tc = useTranslations("accounts.cancel");
  const [pending, start] = useTransition();
  const act = (fn: () => Promise<ActionResult<{ url?: string }>>, done: string) =>
    start(async () => {
      const result = await fn();
      if (!result.ok) return void toast.error(result.error);
      if (result.data.url) return window.location.assign(result.data.url);
      toast.success(done);
      window.location.reload();
    });
  return (
    <div className="flex flex-wrap gap-3">
      {canOpenPortal && (
        <Button variant="outline" disabled={pending} onClick={() => act(() => openPortalAction(undefined), "")}>
          {t("manage")}
        </Button>
      )}
      {canCancel && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={pending}>
              {t("cancel")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{tc("title")}</AlertDialogTitle>
              <AlertDialogDescription>
                {accessEndsOn ? tc("body", { date: accessEndsOn }) : tc("bodyNoDate")}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{tc("keep")}</AlertDialogCancel>
              <AlertDialogPrimitive.Action asChild>
                <Button
                  variant="destructive"
                  onClick={() => act(() => setCancellationAction({ cancel: true }), t("canceled"))}
                >
                  {tc("confirm")}
                </Button>
              </AlertDialogPrimitive.Action>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      {canResume && (
        <Button disabled={pending} onClick={() => act(() => setCancellationAction({ cancel: false }), t("resumed"))}>
          {t("resume")}
        </Button>
      )}
    </div>
  );
}
