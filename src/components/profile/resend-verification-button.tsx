"use client";
/**
 * "Resend verification email": POST /api/auth/resend-verification, which mails a new link to the
 * pending address when there is one, otherwise to the current address.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { MailCheck } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { apiJson, errorMessage } from "@/lib/api-client";

export function ResendVerificationButton({
  size = "sm",
  variant = "outline",
  className,
}: Pick<ButtonProps, "size" | "variant" | "className">) {
  const t = useTranslations("account.verification");
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const body = await apiJson<{ alreadyVerified?: boolean } | null>("/api/auth/resend-verification", {
        method: "POST",
      });
      if (body?.alreadyVerified) toast.success(t("alreadyVerified"));
      else toast.success(t("resent"));
    } catch (err) {
      toast.error(errorMessage(err, t("resendFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" size={size} variant={variant} className={className} onClick={resend} disabled={busy}>
      <MailCheck aria-hidden />
      {busy ? t("resending") : t("resend")}
    </Button>
  );
}
