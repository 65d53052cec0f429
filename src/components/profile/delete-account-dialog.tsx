"use client";
/**
 * Deleting the account, behind a confirmation where the user types their email. The dialog stays
 * open with the server's message if the deletion is refused; on success this browser signs out
 * and goes to the home page.
 */
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { signOut } from "next-auth/react";
import { Trash2 } from "lucide-react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { deleteAccountAction } from "@/server/users/actions/delete-account";
import { localizedPath } from "@/components/language-switcher";
import { toLocale } from "@/i18n/routing";

export function DeleteAccountDialog({ email, hasSubscription }: { email: string; hasSubscription: boolean }) {
  const t = useTranslations("profile");
  const tr = useTranslations();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches) return setError(tr("account.errors.confirmEmailMismatch"));
    setBusy(true);
    setError(null);
    try {
      const result = await deleteAccountAction({ confirmEmail: typed });
      if (!result.ok) {
        setError(result.error);
        setBusy(false);
        return;
      }
      await signOut({ redirectTo: localizedPath("/", toLocale(locale)) });
    } catch {
      setError(tr("common.errorGeneric"));
      setBusy(false);
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2" className="text-destructive">
          {t("dangerTitle")}
        </CardTitle>
        <CardDescription>{t("dangerDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) {
              setTyped("");
              setError(null);
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button type="button" variant="destructive">
              <Trash2 aria-hidden />
              {t("deleteAccount")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={confirm} noValidate className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
                <AlertDialogDescription>{t("deleteBody")}</AlertDialogDescription>
              </AlertDialogHeader>
              {hasSubscription && (
                <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
                  {t("deleteSubscription")}
                </p>
              )}
              <div className="space-y-1.5">
                <Label htmlFor="delete-confirm-email">
                  {t.rich("deleteTypeEmail", {
                    email,
                    b: (chunks) => (
                      <bdi dir="ltr" className="mt-1.5 block break-all font-semibold rtl:text-right">
                        {chunks}
                      </bdi>
                    ),
                  })}
                </Label>
                <Input
                  id="delete-confirm-email"
                  type="email"
                  dir="ltr"
                  className="text-start"
                  autoComplete="off"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  aria-invalid={!!error}
                  aria-describedby={error ? "delete-error" : undefined}
                />
              </div>
              {error && (
                <p
                  id="delete-error"
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
                >
                  {error}
                </p>
              )}
              <AlertDialogFooter>
                <AlertDialogCancel type="button" disabled={busy}>
                  {tr("common.cancel")}
                </AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!matches || busy}>
                  {busy ? t("deleting") : t("deleteConfirm")}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
