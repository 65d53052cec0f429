"use client";
/** The admin console's buttons and forms; each calls a server action that checks the admin and audits. */
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { decideApplicationAction, markPayoutPaidAction, updateUserAction } from "@/server/admin/actions";
import type { ActionResult } from "@/server/http/action";

function useRun() {
  const [pending, start] = useTransition();
  const t = useTranslations("admin");
  const run = (call: () => Promise<ActionResult<unknown>>) =>
    start(async () => {
      const result = await call();
      if (result.ok) toast.success(t("done"));
      else toast.error(result.error);
    });
  return { pending, run };
}

export type UserActionName =
  | "grant_free_year"
  | "disable"
  | "enable"
  | "sign_out_everywhere"
  | "make_affiliate"
  | "revoke_affiliate"
  | "resend_verification";

export function UserActions({ userId, actions }: { userId: string; actions: UserActionName[] }) {
  const t = useTranslations("admin");
  const { pending, run } = useRun();
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === "disable" ? "destructive" : "outline"}
          disabled={pending}
          onClick={() => run(() => updateUserAction({ userId, action: a }))}
        >
          {t(`userActions.${a}`)}
        </Button>
      ))}
    </div>
  );
}

export function ApplicationDecision({ applicationId }: { applicationId: string }) {
  const t = useTranslations("admin");
  const { pending, run } = useRun();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={pending}
        onClick={() => run(() => decideApplicationAction({ applicationId, decision: "approve" }))}
      >
        {t("approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => run(() => decideApplicationAction({ applicationId, decision: "reject" }))}
      >
        {t("reject")}
      </Button>
    </div>
  );
}

export function PayoutForm({ affiliateId, currency }: { affiliateId: string; currency: string }) {
  const t = useTranslations("admin");
  const { pending, run } = useRun();
  const fieldId = `ref-${affiliateId}-${currency}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const reference = new FormData(e.currentTarget).get("reference");
        run(() => markPayoutPaidAction({ affiliateId, currency, reference }));
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={fieldId}>{t("reference")}</Label>
        <Input id={fieldId} name="reference" required minLength={2} maxLength={200} className="h-8 w-40" />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {t("markPaid")}
      </Button>
    </form>
  );
}
