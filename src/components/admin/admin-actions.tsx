"use client";
/**
 * The admin console's buttons and forms; each calls a server action that checks the admin and
 * audits. What is hard to undo (disabling, a free year, revoking, marking a payout paid) asks
 * first, and every outcome says what happened (issue 24).
 */
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { decideApplicationAction, markPayoutPaidAction, updateUserAction } from "@/server/admin/actions";
import type { ActionResult } from "@/server/http/action";

function useRun() {
  const [pending, start] = useTransition();
  const run = (call: () => Promise<ActionResult<unknown>>, doneText: string) =>
    start(async () => {
      const result = await call();
      if (result.ok) toast.success(doneText);
      else toast.error(result.error);
    });
  return { pending, run };
}

/** A button that asks before it acts: a title, what will happen, and the action named on its button. */
function Confirm({
  label,
  title,
  body,
  disabled,
  destructive,
  onConfirm,
}: {
  label: string;
  title: string;
  body: string;
  disabled: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("admin.confirm");
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={destructive ? "destructive" : "outline"} disabled={disabled}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{body}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
            onClick={onConfirm}
          >
            {label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The user actions that are hard to undo, so they ask first. */
const CONFIRMED = ["grant_free_year", "disable", "revoke_affiliate", "sign_out_everywhere"] as const;
const asksFirst = (a: UserActionName): a is (typeof CONFIRMED)[number] => (CONFIRMED as readonly string[]).includes(a);

export type UserActionName =
  | "grant_free_year"
  | "disable"
  | "enable"
  | "sign_out_everywhere"
  | "make_affiliate"
  | "revoke_affiliate"
  | "resend_verification";

export function UserActions({ userId, email, actions }: { userId: string; email: string; actions: UserActionName[] }) {
  const t = useTranslations("admin");
  const { pending, run } = useRun();
  const act = (a: UserActionName) =>
    run(() => updateUserAction({ userId, action: a }), t(`doneActions.${a}`, { email }));
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) =>
        asksFirst(a) ? (
          <Confirm
            key={a}
            label={t(`userActions.${a}`)}
            title={t(`confirm.${a}.title`, { email })}
            body={t(`confirm.${a}.body`)}
            destructive={a === "disable"}
            disabled={pending}
            onConfirm={() => act(a)}
          />
        ) : (
          <Button key={a} size="sm" variant="outline" disabled={pending} onClick={() => act(a)}>
            {t(`userActions.${a}`)}
          </Button>
        ),
      )}
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
        onClick={() => run(() => decideApplicationAction({ applicationId, decision: "approve" }), t("doneApprove"))}
      >
        {t("approve")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => run(() => decideApplicationAction({ applicationId, decision: "reject" }), t("doneReject"))}
      >
        {t("reject")}
      </Button>
    </div>
  );
}

export function PayoutForm({
  affiliateId,
  currency,
  amount,
}: {
  affiliateId: string;
  currency: string;
  amount: string;
}) {
  const t = useTranslations("admin");
  const { pending, run } = useRun();
  const [reference, setReference] = useState("");
  const fieldId = `ref-${affiliateId}-${currency}`;
  const valid = reference.trim().length >= 2;
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => e.preventDefault()}>
      <div className="space-y-1">
        <Label htmlFor={fieldId}>{t("reference")}</Label>
        <Input
          id={fieldId}
          name="reference"
          required
          minLength={2}
          maxLength={200}
          className="h-8 w-40"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <Confirm
        label={t("markPaid")}
        title={t("confirm.markPaid.title", { amount })}
        body={t("confirm.markPaid.body", { reference: reference.trim() })}
        disabled={pending || !valid}
        onConfirm={() =>
          run(() => markPayoutPaidAction({ affiliateId, currency, reference }), t("donePaid", { amount }))
        }
      />
    </form>
  );
}
