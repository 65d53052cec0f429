"use client";
/**
 * Choosing a new password, shared by the profile's password card and the reset page: the new
 * password with the policy's live checklist, the same again, and the check both forms run before
 * they send it (the first unmet policy rule, then a mismatch).
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordPolicyHint, policyRules, usePasswordPolicy } from "@/components/auth/password-policy-hint";
import { translateKey } from "@/i18n/keys";

export function useNewPassword() {
  const tr = useTranslations();
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");

  /** What stops the new password from being sent, translated; null when nothing does. */
  function problem(): string | null {
    const unmet = policyRules(policy, password).find((r) => !r.ok);
    if (unmet) return translateKey(tr, `auth.${unmet.key}`, unmet.params);
    if (password !== repeat) return tr("accounts.password.errors.mismatch");
    return null;
  }

  function clear() {
    setPassword("");
    setRepeat("");
  }

  return { policy, password, setPassword, repeat, setRepeat, problem, clear };
}

type NewPassword = ReturnType<typeof useNewPassword>;

export function NewPasswordFields({
  value,
  ids,
  required,
}: {
  value: NewPassword;
  /** Each form keeps its own ids: the profile page and the reset page name their fields apart. */
  ids: { password: string; repeat: string; policy: string };
  required?: boolean;
}) {
  const t = useTranslations("accounts.password");
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>{t("new")}</Label>
        <Input
          id={ids.password}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required={required}
          aria-describedby={ids.policy}
          value={value.password}
          onChange={(e) => value.setPassword(e.target.value)}
        />
        <PasswordPolicyHint id={ids.policy} policy={value.policy} password={value.password} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.repeat}>{t("repeat")}</Label>
        <Input
          id={ids.repeat}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required={required}
          value={value.repeat}
          onChange={(e) => value.setRepeat(e.target.value)}
        />
      </div>
    </>
  );
}
