"use client";
/**
 * The name field of the profile and settings forms, and the translation both use for their other
 * fields' errors: each error is a messages key from the schema the form's resolver and the server
 * action share.
 */
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/onboarding/fields";
import { runtimeKey } from "@/i18n/keys";
import { NAME_MAX } from "@/server/users/schemas";

/** The translated text of a field's messages key ("account.errors.*", "auth.errors.*"), or null. */
export function useErrorText() {
  const tr = useTranslations();
  return (key: string | undefined) => (key ? tr(runtimeKey(key)) : null);
}

export function NameField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  /** A messages key ("account.errors.*"), shown under the field and named as its description. */
  error?: string;
  /** The form's registration of its "name" field. */
  field: UseFormRegisterReturn<"name">;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        {...field}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
