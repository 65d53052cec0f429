"use client";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signInWithPassword } from "@/components/auth/credentials-client";
import { ApiError, apiFetch, errorMessage } from "@/lib/api-client";

export function AdminSetupForm() {
  const t = useTranslations("admin.setup");
  const a = useTranslations("auth");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      token: String(form.get("token") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      displayName: String(form.get("name") ?? "") || undefined,
    };
    setBusy(true);
    setError(null);
    try {
      const refused = await apiFetch("/api/admin-setup", { method: "POST", body }).then(
        () => null,
        (error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          return error.status === 404 ? t("closed") : errorMessage(error, t("failed"));
        },
      );
      if (refused !== null) return setError(refused);
      toast.success(t("created"));
      const signedIn = await signInWithPassword(body.email, body.password);
      window.location.assign(signedIn.ok ? "/admin" : "/auth");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="token">{t("token")}</Label>
        <Input id="token" name="token" type="password" autoComplete="off" required dir="ltr" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="name">{a("displayName")}</Label>
        <Input id="name" name="name" autoComplete="name" maxLength={80} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="email">{a("email")}</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required dir="ltr" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="password">{a("password")}</Label>
        <Input id="password" name="password" type="password" autoComplete="new-password" required dir="ltr" />
      </div>
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}
