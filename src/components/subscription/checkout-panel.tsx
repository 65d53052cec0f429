"use client";
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { startCheckoutAction } from "@/server/subscription/actions";

export function CheckoutPanel({ plan, demo }: { plan: "monthly" | "yearly"; demo: boolean }) {
  const t = useTranslations("checkout");
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const result = await startCheckoutAction({ plan });
            if (!result.ok) {
              setError(result.error);
              toast.error(result.error);
              return;
            }
            if (demo) toast.success(t("trialStarted"));
            window.location.assign(result.data.url);
          })
        }
      >
        {pending ? t("working") : demo ? t("startDemoTrial") : t("continueToPayment")}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
