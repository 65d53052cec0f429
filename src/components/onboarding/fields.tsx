"use client";
/** Small labelled field parts shared by the onboarding steps: a time input and an inline error. */
import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { runtimeKey } from "@/i18n/keys";

/** The translated text of a messages key from the schemas ("account.errors.*"), or nothing. */
export function FieldError({ id, messageKey }: { id: string; messageKey?: string }) {
  const t = useTranslations();
  if (!messageKey) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {t(runtimeKey(messageKey))}
    </p>
  );
}

export function TimeField({
  id,
  label,
  value,
  onChange,
  error,
  ...rest
}: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string } & Omit<
  ComponentProps<"input">,
  "onChange" | "value"
>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type="time"
        // Clock times read left to right in Arabic too.
        dir="ltr"
        className="text-start"
        step={300}
        required
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, 5))}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
