"use client";
/**
 * Sign out (this browser) and sign out everywhere (every session of the account: the server bumps
 * the token version, then this browser clears its own cookie through Auth.js).
 */
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { signOut } from "next-auth/react";
import { toast } from "sonner";
import { LogOut, MonitorSmartphone } from "lucide-react";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { signOutEverywhereAction } from "@/server/users/actions/sign-out-everywhere";
import { localizedPath } from "@/components/language-switcher";
import { toLocale } from "@/i18n/routing";

export function SessionActions() {
  const t = useTranslations("profile");
  const tr = useTranslations();
  const locale = useLocale();
  const [busy, setBusy] = useState<"one" | "all" | null>(null);

  async function signOutHere() {
    setBusy("one");
    await signOut({ redirectTo: localizedPath("/", toLocale(locale)) });
  }

  async function signOutAll() {
    setBusy("all");
    try {
      const result = await signOutEverywhereAction(undefined);
      if (!result.ok) {
        toast.error(result.error);
        setBusy(null);
        return;
      }
      await signOut({ redirectTo: localizedPath("/", toLocale(locale)) });
    } catch {
      toast.error(tr("common.errorGeneric"));
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("sessionsTitle")}</CardTitle>
        <CardDescription>{t("sessionsDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={signOutHere} disabled={busy !== null}>
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          {busy === "one" ? t("signingOut") : t("signOut")}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" disabled={busy !== null}>
              <MonitorSmartphone aria-hidden />
              {t("signOutEverywhere")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("signOutEverywhereTitle")}</AlertDialogTitle>
              <AlertDialogDescription>{t("signOutEverywhereBody")}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy === "all"}>{tr("common.cancel")}</AlertDialogCancel>
              <Button type="button" onClick={signOutAll} disabled={busy === "all"}>
                {busy === "all" ? t("signingOut") : t("signOutEverywhereConfirm")}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
