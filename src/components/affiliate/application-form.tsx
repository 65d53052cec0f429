"use client";
/** The affiliate application (name, website or audience, how they will promote). */
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { applyAsAffiliateAction } from "@/server/affiliates/actions";

export function ApplicationForm() {
  const t = useTranslations("affiliate");
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-4"
      aria-label={t("applyTitle")}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        start(async () => {
          const result = await applyAsAffiliateAction({
            name: data.get("name"),
            website: data.get("website"),
            promotion: data.get("promotion"),
          });
          if (result.ok) {
            setError(null);
            toast.success(t("applied"));
          } else setError(result.error);
        });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="aff-name">{t("fieldName")}</Label>
        <Input id="aff-name" name="name" required minLength={2} maxLength={80} autoComplete="name" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="aff-website">{t("fieldWebsite")}</Label>
        <Input id="aff-website" name="website" required minLength={3} maxLength={200} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="aff-promotion">{t("fieldPromotion")}</Label>
        <Textarea id="aff-promotion" name="promotion" required minLength={10} maxLength={1000} rows={4} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {t("applySubmit")}
      </Button>
    </form>
  );
}
