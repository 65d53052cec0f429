"use client";
/** The affiliate changes their code once, if the new one is free. */
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { changeAffiliateCodeAction } from "@/server/affiliates/actions";

export function CodeEditor({ code }: { code: string }) {
  const t = useTranslations("affiliate");
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get("code");
        start(async () => {
          const result = await changeAffiliateCodeAction({ code: value });
          if (result.ok) {
            setError(null);
            toast.success(t("codeChanged"));
          } else setError(result.error);
        });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="aff-code">{t("editCode")}</Label>
        <Input
          id="aff-code"
          name="code"
          defaultValue={code}
          minLength={6}
          maxLength={16}
          pattern="[A-Za-z0-9]{6,16}"
          dir="ltr"
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {t("saveCode")}
      </Button>
      <p className="w-full text-xs text-muted-foreground">{t("codeOnce")}</p>
      {error && (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
