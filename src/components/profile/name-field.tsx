"use client";
/**
 * The name field of the profile and settings forms, and the per-field errors both keep: a
 * messages key from the schema for each field, cleared as soon as that field is edited.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/onboarding/fields";
import { runtimeKey } from "@/i18n/keys";
import { NAME_MAX } from "@/server/users/schemas";

export function useFieldErrors() {
  const tr = useTranslations();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // An error describes the value it was found in: editing the field clears it.
  const clearError = (field: string) =>
    setErrors((e) => {
      if (!e[field]) return e;
      const rest = { ...e };
      delete rest[field];
      return rest;
    });
  const errorText = (field: string) => (errors[field] ? tr(runtimeKey(errors[field])) : null);
  return { errors, setErrors, clearError, errorText };
}

export function NameField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** A messages key ("account.errors.*"), shown under the field and named as its description. */
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
