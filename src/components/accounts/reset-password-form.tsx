"use client";
/**
 * The reset page's two steps: ask for a link (the same answer whatever the address), then, from
 * the mailed link, choose the new password under the policy. A used or expired link says so and
 * offers a new one.
 */
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { emailSchema } from "@/server/auth/schemas";
import { NewPasswordFields, useNewPassword } from "./new-password-fields";
import { apiFetch, errorCode, errorMessage } from "@/lib/api-client";

type TokenState = "valid" | "used" | "expired" | "invalid";

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {children}
    </p>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
      {children}
    </p>
  );
}

export function ResetPasswordForm({
  token,
  tokenState,
  initialEmail,
}: {
  token: string;
  tokenState: TokenState | null;
  initialEmail: string;
}) {
  const [mode, setMode] = useState<"request" | "set">(token ? "set" : "request");
  return mode === "request" ? (
    <RequestStep initialEmail={initialEmail} />
  ) : (
    <SetStep token={token} tokenState={tokenState ?? "invalid"} onRequestAnother={() => setMode("request")} />
  );
}

function RequestStep({ initialEmail }: { initialEmail: string }) {
  const t = useTranslations("accounts.reset");
  const tr = useTranslations();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(tr("auth.errors.invalidEmail"));
    setBusy(true);
    try {
      await apiFetch("/api/auth/password-reset", { method: "POST", body: { email: parsed.data } });
      setSentTo(parsed.data);
    } catch (err) {
      setError(errorMessage(err, tr("common.errorGeneric")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">{t("requestTitle")}</h1>
      <p className="text-sm text-muted-foreground">{t("requestIntro")}</p>
      <div className="space-y-1.5">
        <Label htmlFor="reset-email">{tr("auth.email")}</Label>
        <Input
          id="reset-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      {sentTo && <Notice>{t("sent", { email: sentTo })}</Notice>}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("sending") : t("requestButton")}
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth" className="font-medium underline underline-offset-4">
          {t("backToSignIn")}
        </Link>
      </p>
    </form>
  );
}

function SetStep({
  token,
  tokenState,
  onRequestAnother,
}: {
  token: string;
  tokenState: TokenState;
  onRequestAnother: () => void;
}) {
  const t = useTranslations("accounts.reset");
  const tr = useTranslations();
  const chosen = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(tokenState === "valid" ? null : t(`errors.${tokenState}`));
  const [done, setDone] = useState(false);
  const [dead, setDead] = useState(tokenState !== "valid");

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problem = chosen.problem();
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await apiFetch("/api/auth/password-reset/confirm", {
        method: "POST",
        body: { token, password: chosen.password },
      });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, tr("common.errorGeneric")));
      // A used, expired or unknown link cannot be retried; a refused password can.
      if (errorCode(err) === "reset_link") setDead(true);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">{t("setTitle")}</h1>
        <Notice>{t("done")}</Notice>
        <Button asChild className="w-full">
          <Link href="/auth">{t("signIn")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">{t("setTitle")}</h1>
      {!dead && <p className="text-sm text-muted-foreground">{t("setIntro")}</p>}
      {!dead && (
        <NewPasswordFields
          value={chosen}
          ids={{ password: "new-password", repeat: "repeat-password", policy: "reset-policy" }}
          required
        />
      )}
      {error && <Alert>{error}</Alert>}
      {dead ? (
        <Button type="button" className="w-full" onClick={onRequestAnother}>
          {t("requestAnother")}
        </Button>
      ) : (
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t("saving") : t("setButton")}
        </Button>
      )}
    </form>
  );
}
