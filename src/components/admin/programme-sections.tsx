import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "@/i18n/server";
import { Link } from "@/i18n/navigation";
import { ApplicationDecision, PayoutForm } from "./admin-actions";
import { Cell, Table } from "./admin-table";
import { translateKey } from "@/i18n/keys";
import type { listApplications } from "@/server/affiliates/applications";
import type { Balance, listAffiliates, listCommissions, listPayouts } from "@/server/affiliates/payouts";
import type { listWebhookEvents } from "@/server/admin/manage-users";
import type { listAuditLog } from "@/server/admin/audit";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

async function helpers() {
  const format = await getFormatter();
  return {
    date: (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium", timeStyle: "short" }) : "—"),
    money: (cents: number, currency: string) =>
      format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() }),
  };
}

export async function ApplicationsSection({ rows }: { rows: Rows<typeof listApplications> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("noApplications")}</p>;
  return (
    <Table
      caption={t("tabs.applications")}
      empty={t("noApplications")}
      head={[t("email"), t("applicant"), t("website"), t("promotion"), t("when"), t("actions")]}
    >
      {rows.map(({ application: a, email }) => (
        <tr key={a.id} className="border-t" data-testid="admin-application">
          <Cell ltr>{email}</Cell>
          <Cell>{a.name}</Cell>
          <Cell ltr breakAll>
            {a.website}
          </Cell>
          <Cell>{a.promotion}</Cell>
          <Cell>{date(a.createdAt)}</Cell>
          <Cell>
            <ApplicationDecision applicationId={a.id} />
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

export async function AffiliatesSection({ rows }: { rows: Rows<typeof listAffiliates> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  return (
    <Table
      caption={t("tabs.affiliates")}
      empty={t("empty.affiliates")}
      head={[t("email"), t("code"), t("state"), t("joined")]}
    >
      {rows.map((a) => (
        <tr key={a.userId} className="border-t">
          <Cell ltr>
            <Link className="underline" href={`/affiliate/dashboard/${a.userId}`}>
              {a.email}
            </Link>
          </Cell>
          <Cell ltr>{a.code}</Cell>
          <Cell>{a.active ? t("active") : t("inactive")}</Cell>
          <Cell>{date(a.createdAt)}</Cell>
        </tr>
      ))}
    </Table>
  );
}

export async function CommissionsSection({ rows }: { rows: Rows<typeof listCommissions> }) {
  const t = await getTranslations("admin");
  const { date, money } = await helpers();
  return (
    <Table
      caption={t("tabs.commissions")}
      empty={t("empty.commissions")}
      head={[t("affiliate"), t("invoice"), t("amount"), t("state"), t("when")]}
    >
      {rows.map((c) => (
        <tr key={c.id} className="border-t">
          <Cell ltr>{c.affiliateEmail}</Cell>
          <Cell ltr breakAll>
            {c.invoiceId}
          </Cell>
          <Cell>{money(c.amountCents, c.currency)}</Cell>
          <Cell>
            {t(`commissionStatus.${c.effectiveStatus}`)}
            {c.kind === "clawback" ? ` · ${t("clawback")}` : ""}
          </Cell>
          <Cell>{date(c.paidAt)}</Cell>
        </tr>
      ))}
    </Table>
  );
}

export async function PayoutsSection({
  balances,
  payouts,
}: {
  balances: Balance[];
  payouts: Rows<typeof listPayouts>;
}) {
  const t = await getTranslations("admin");
  const { date, money } = await helpers();
  return (
    <div className="space-y-6">
      <a className="inline-block text-sm underline" href="/api/admin/payouts/csv" download>
        {t("downloadCsv")}
      </a>
      <Table
        caption={t("balances")}
        empty={t("empty.balances")}
        head={[t("affiliate"), t("code"), t("approved"), t("pending"), t("actions")]}
      >
        {balances.map((b) => (
          <tr key={`${b.affiliateId}-${b.currency}`} className="border-t" data-testid="admin-balance">
            <Cell ltr>{b.email}</Cell>
            <Cell ltr>{b.code}</Cell>
            <Cell>{money(b.approvedCents, b.currency)}</Cell>
            <Cell>{money(b.pendingCents, b.currency)}</Cell>
            <Cell>
              {b.approvedCents > 0 ? (
                <PayoutForm
                  affiliateId={b.affiliateId}
                  currency={b.currency}
                  amount={money(b.approvedCents, b.currency)}
                />
              ) : (
                "—"
              )}
            </Cell>
          </tr>
        ))}
      </Table>
      <Table
        caption={t("payoutHistory")}
        empty={t("empty.payouts")}
        head={[t("affiliate"), t("amount"), t("reference"), t("when")]}
      >
        {payouts.map(({ payout: p, email }) => (
          <tr key={p.id} className="border-t">
            <Cell ltr>{email}</Cell>
            <Cell>{money(p.amountCents, p.currency)}</Cell>
            <Cell ltr>{p.reference}</Cell>
            <Cell>{date(p.createdAt)}</Cell>
          </tr>
        ))}
      </Table>
    </div>
  );
}

export async function WebhooksSection({ rows }: { rows: Rows<typeof listWebhookEvents> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  return (
    <Table
      caption={t("tabs.webhooks")}
      empty={t("empty.webhooks")}
      head={[t("eventType"), t("eventId"), t("when"), t("outcome")]}
    >
      {rows.map((e) => (
        <tr key={e.id} className="border-t">
          <Cell ltr>{e.type}</Cell>
          <Cell ltr breakAll>
            {e.id}
          </Cell>
          <Cell>{date(e.receivedAt)}</Cell>
          <Cell>{e.outcome ?? "—"}</Cell>
        </tr>
      ))}
    </Table>
  );
}

export async function AuditSection({ rows }: { rows: Rows<typeof listAuditLog> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  return (
    <Table caption={t("tabs.audit")} empty={t("empty.audit")} head={[t("what"), t("when"), t("change")]}>
      {rows.map((e) => (
        <tr key={e.id} className="border-t align-top" data-testid="admin-audit-row">
          <Cell>
            {/* A sentence (issue 24): who did what to whom; the action's code stays for searching. */}
            {isolate(translateKey(t, `audit.${auditKey(e.action)}`, { actor: ACTOR, target: TARGET }), {
              [ACTOR]: e.actorEmail,
              [TARGET]: e.targetLabel ?? e.targetId,
            })}{" "}
            <code className="text-xs text-muted-foreground" dir="ltr">
              {e.action}
            </code>
          </Cell>
          <Cell>{date(e.createdAt)}</Cell>
          <Cell>
            <ul className="space-y-0.5 text-xs" dir="ltr">
              {auditChanges(e.before, e.after).map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

const ACTOR = "\u0001";
const TARGET = "\u0002";

/** The sentence with each slot replaced by the text it stands for, isolated (addresses in Arabic). */
function isolate(sentence: string, values: Record<string, string>): ReactNode[] {
  return sentence.split(/([\u0001\u0002])/).map((part, i) =>
    Object.hasOwn(values, part) ? (
      <bdi key={i} dir="ltr">
        {values[part]}
      </bdi>
    ) : (
      part
    ),
  );
}

const AUDIT_ACTIONS = new Set([
  "user.grant_free_year",
  "user.disable",
  "user.enable",
  "user.sign_out_everywhere",
  "user.make_affiliate",
  "user.revoke_affiliate",
  "user.resend_verification",
  "application.approve",
  "application.reject",
  "payout.paid",
]);

/** The messages key of an audited action ("user.disable" -> "user_disable"); an unknown one reads generically. */
function auditKey(action: string): string {
  return AUDIT_ACTIONS.has(action) ? action.replace(".", "_") : "other";
}

/** "field: before → after" for each field that changed, instead of two JSON objects. */
function auditChanges(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const show = (v: unknown) =>
    v === undefined || v === null ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => show(b[k]) !== show(a[k]))
    .map((k) => (k in b ? `${k}: ${show(b[k])} → ${show(a[k])}` : `${k}: ${show(a[k])}`));
}
