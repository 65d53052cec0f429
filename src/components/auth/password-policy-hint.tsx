"use client";
/** Live checklist of the server's password policy (GET /api/auth/password-policy). */
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { Check, X } from "lucide-react";
import { translateKey } from "@/i18n/keys";

interface Policy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

/** Until the server's policy arrives (or when it cannot be read), the identity provider's default. */
const DEFAULT_POLICY: Policy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export function usePasswordPolicy(): Policy {
  const { data } = useQuery({
    queryKey: queryKeys.passwordPolicy,
    queryFn: () => apiJson<Policy>("/api/auth/password-policy"),
  });
  return data ?? DEFAULT_POLICY;
}

export function policyRules(policy: Policy, password: string) {
  const length = [...password].length;
  const rules: Array<{ id: string; ok: boolean; key: string; params?: Record<string, number> }> = [
    { id: "min", ok: length >= policy.minLength, key: "policyMin", params: { min: policy.minLength } },
  ];
  if (policy.maxLength)
    rules.push({ id: "max", ok: length <= policy.maxLength, key: "policyMax", params: { max: policy.maxLength } });
  if (policy.requireLowercase) rules.push({ id: "lower", ok: /\p{Ll}/u.test(password), key: "policyLower" });
  if (policy.requireUppercase) rules.push({ id: "upper", ok: /\p{Lu}/u.test(password), key: "policyUpper" });
  if (policy.requireNumeric) rules.push({ id: "number", ok: /\p{Nd}/u.test(password), key: "policyNumber" });
  if (policy.requireNonAlphanumeric)
    rules.push({ id: "symbol", ok: /[^\p{L}\p{Nd}]/u.test(password), key: "policySymbol" });
  return rules;
}

export function PasswordPolicyHint({ policy, password, id }: { policy: Policy; password: string; id: string }) {
  const t = useTranslations("auth");
  return (
    <div id={id} className="text-xs text-muted-foreground" aria-live="polite">
      <p>{t("policyTitle")}</p>
      <ul className="mt-1 space-y-0.5">
        {policyRules(policy, password).map((rule) => (
          <li
            key={rule.id}
            className={rule.ok ? "flex items-center gap-1 text-success" : "flex items-center gap-1"}
            data-ok={rule.ok}
          >
            {rule.ok ? <Check aria-hidden className="size-3" /> : <X aria-hidden className="size-3" />}
            {translateKey(t, rule.key, rule.params)}
          </li>
        ))}
      </ul>
    </div>
  );
}
