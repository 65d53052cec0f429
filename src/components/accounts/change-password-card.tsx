"use client";
/**
 * Profile's password card: change it with the current one (other devices are signed out, this one
 * stays), or, for an account that only uses Google or Apple, have a link mailed to set one.
 */
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NewPasswordFields, useNewPassword } from "./new-password-fields";
import { apiFetch, errorMessage } from "@/lib/api-client";

export function ChangePasswordCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const t = useTranslations("accounts.password");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{hasPassword ? t("intro") : t("introNoPassword", { email })}</CardDescription>
      </CardHeader>
      <CardContent>{hasPassword ? <ChangeForm /> : <SetLinkButton email={email} />}</CardContent>
    </Card>
  );
}

function SetLinkButton({ email }: { email: string }) {
  const t = useTranslations("accounts.password");
  const tr = useTranslations();
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  async function send() {
    setState("busy");
    setError(null);
    try {
      await apiFetch("/api/auth/password-reset", { method: "POST", body: { email } });
      return setState("sent");
    } catch (err) {
      setError(errorMessage(err, tr("common.errorGeneric")));
    }
    setState("idle");
  }
  return (
    <div className="space-y-3">
      {state === "sent" ? (
        <p role="status" className="text-sm">
          {t("setLinkSent")}
        </p>
      ) : (
        <Button type="button" variant="outline" onClick={send} disabled={state === "busy"}>
          {t("sendSetLink")}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function ChangeForm() {
  const t = useTranslations("accounts.password");
  const tr = useTranslations();
  const chosen = useNewPassword();
  const [current, setCurrent] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(false);
    if (!current) return setError(t("errors.required"));
    const problem = chosen.problem();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await apiFetch("/api/auth/password", {
        method: "POST",
        body: { currentPassword: current, newPassword: chosen.password },
      });
      setDone(true);
      setCurrent("");
      chosen.clear();
    } catch (err) {
      setError(errorMessage(err, tr("common.errorGeneric")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="current-password">{t("current")}</Label>
        <Input
          id="current-password"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <NewPasswordFields
        value={chosen}
        ids={{ password: "changed-password", repeat: "repeat-changed-password", policy: "change-policy" }}
      />
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm">
          {t("changed")}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t("saving") : t("button")}
      </Button>
    </form>
  );
}
