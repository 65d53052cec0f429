import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { ApplicationDecision, PayoutForm } from "./admin-actions";
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

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="p-3 text-start font-medium">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="p-3 text-start">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export async function ApplicationsSection({ rows }: { rows: Rows<typeof listApplications> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("noApplications")}</p>;
  return (
    <Table
      caption={t("tabs.applications")}
      head={[t("email"), t("applicant"), t("website"), t("promotion"), t("when"), t("actions")]}
    >
      {rows.map(({ application: a, email }) => (
        <tr key={a.id} className="border-t" data-testid="admin-application">
          <td className="p-3" dir="ltr">
            {email}
          </td>
          <td className="p-3">{a.name}</td>
          <td className="p-3 break-all" dir="ltr">
            {a.website}
          </td>
          <td className="p-3">{a.promotion}</td>
          <td className="p-3">{date(a.createdAt)}</td>
          <td className="p-3">
            <ApplicationDecision applicationId={a.id} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export async function AffiliatesSection({ rows }: { rows: Rows<typeof listAffiliates> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  return (
    <Table caption={t("tabs.affiliates")} head={[t("email"), t("code"), t("state"), t("joined")]}>
      {rows.map((a) => (
        <tr key={a.userId} className="border-t">
          <td className="p-3" dir="ltr">
            <Link className="underline" href={`/affiliate/dashboard/${a.userId}`}>
              {a.email}
            </Link>
          </td>
          <td className="p-3" dir="ltr">
            {a.code}
          </td>
          <td className="p-3">{a.active ? t("active") : t("inactive")}</td>
          <td className="p-3">{date(a.createdAt)}</td>
        </tr>
      ))}
    </Table>
  );
}

export async function CommissionsSection({ rows }: { rows: Rows<typeof listCommissions> }) {
  const t = await getTranslations("admin");
  const { date, money } = await helpers();
  return (
    <Table caption={t("tabs.commissions")} head={[t("affiliate"), t("invoice"), t("amount"), t("state"), t("when")]}>
      {rows.map((c) => (
        <tr key={c.id} className="border-t">
          <td className="p-3" dir="ltr">
            {c.affiliateEmail}
          </td>
          <td className="p-3 break-all" dir="ltr">
            {c.invoiceId}
          </td>
          <td className="p-3">{money(c.amountCents, c.currency)}</td>
          <td className="p-3">
            {t(`commissionStatus.${c.effectiveStatus}`)}
            {c.kind === "clawback" ? ` · ${t("clawback")}` : ""}
          </td>
          <td className="p-3">{date(c.paidAt)}</td>
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
      <Table caption={t("balances")} head={[t("affiliate"), t("code"), t("approved"), t("pending"), t("actions")]}>
        {balances.map((b) => (
          <tr key={`${b.affiliateId}-${b.currency}`} className="border-t" data-testid="admin-balance">
            <td className="p-3" dir="ltr">
              {b.email}
            </td>
            <td className="p-3" dir="ltr">
              {b.code}
            </td>
            <td className="p-3">{money(b.approvedCents, b.currency)}</td>
            <td className="p-3">{money(b.pendingCents, b.currency)}</td>
            <td className="p-3">
              {b.approvedCents > 0 ? <PayoutForm affiliateId={b.affiliateId} currency={b.currency} /> : "—"}
            </td>
          </tr>
        ))}
      </Table>
      <Table caption={t("payoutHistory")} head={[t("affiliate"), t("amount"), t("reference"), t("when")]}>
        {payouts.map(({ payout: p, email }) => (
          <tr key={p.id} className="border-t">
            <td className="p-3" dir="ltr">
              {email}
            </td>
            <td className="p-3">{money(p.amountCents, p.currency)}</td>
            <td className="p-3" dir="ltr">
              {p.reference}
            </td>
            <td className="p-3">{date(p.createdAt)}</td>
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
    <Table caption={t("tabs.webhooks")} head={[t("eventType"), t("eventId"), t("when"), t("outcome")]}>
      {rows.map((e) => (
        <tr key={e.id} className="border-t">
          <td className="p-3" dir="ltr">
            {e.type}
          </td>
          <td className="p-3 break-all" dir="ltr">
            {e.id}
          </td>
          <td className="p-3">{date(e.receivedAt)}</td>
          <td className="p-3">{e.outcome ?? "—"}</td>
        </tr>
      ))}
    </Table>
  );
}

export async function AuditSection({ rows }: { rows: Rows<typeof listAuditLog> }) {
  const t = await getTranslations("admin");
  const { date } = await helpers();
  return (
    <Table caption={t("tabs.audit")} head={[t("who"), t("what"), t("whom"), t("when"), t("change")]}>
      {rows.map((e) => (
        <tr key={e.id} className="border-t align-top" data-testid="admin-audit-row">
          <td className="p-3" dir="ltr">
            {e.actorEmail}
          </td>
          <td className="p-3" dir="ltr">
            {e.action}
          </td>
          <td className="p-3" dir="ltr">
            {e.targetLabel ?? e.targetId}
          </td>
          <td className="p-3">{date(e.createdAt)}</td>
          <td className="p-3">
            <code className="block max-w-md break-all text-xs" dir="ltr">
              {JSON.stringify(e.before)} → {JSON.stringify(e.after)}
            </code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
