import "server-only";
/**
 * Payouts: what each affiliate is owed (approved, not yet paid: sales past their holding period
 * plus clawbacks), marking a balance paid with a reference, and a CSV of balances for payment.
 */
import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { conflict } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { affiliates, commissions, payouts, users, type User } from "@/server/db/schema";
import { assertPermission, writeAudit } from "@/server/admin/audit";
import { commissionStatus } from "./commission-rules";
import { programmeSettings } from "./programme-settings";

export interface Balance {
  affiliateId: string;
  email: string;
  code: string;
  currency: string;
  approvedCents: number;
  pendingCents: number;
}

export async function listBalances(actor: User, now = new Date()): Promise<Balance[]> {
  assertPermission(actor, "payouts.manage");
  const { holdingDays } = programmeSettings();
  const rows = await getDb()
    .select({ c: commissions, email: users.email, code: affiliates.code })
    .from(commissions)
    .innerJoin(affiliates, eq(affiliates.userId, commissions.affiliateId))
    .innerJoin(users, eq(users.id, commissions.affiliateId))
    .where(and(isNull(commissions.payoutId), ne(commissions.status, "reversed")));
  const balances = new Map<string, Balance>();
  for (const { c, email, code } of rows) {
    const key = `${c.affiliateId}|${c.currency}`;
    const b = balances.get(key) ?? {
      affiliateId: c.affiliateId,
      email,
      code,
      currency: c.currency,
      approvedCents: 0,
      pendingCents: 0,
    };
    if (commissionStatus(c, now, holdingDays) === "approved") b.approvedCents += c.amountCents;
    else b.pendingCents += c.amountCents;
    balances.set(key, b);
  }
  return [...balances.values()].sort((a, b) => b.approvedCents - a.approvedCents);
}

export async function balancesCsv(actor: User, now = new Date()): Promise<string> {
  const rows = (await listBalances(actor, now)).filter((b) => b.approvedCents > 0);
  return stringify(
    rows.map((b) => [b.affiliateId, b.email, b.code, b.currency.toUpperCase(), (b.approvedCents / 100).toFixed(2)]),
    { header: true, columns: ["affiliate_id", "email", "code", "currency", "amount"] },
  );
}

/** Pays everything approved for one affiliate in one currency; nothing approved is a 409. */
export async function markPayoutPaid(
  actor: User,
  input: { affiliateId: string; currency: string; reference: string },
  now = new Date(),
) {
  assertPermission(actor, "payouts.manage");
  const { holdingDays } = programmeSettings();
  return getDb().transaction(async (tx) => {
    const open = await tx
      .select()
      .from(commissions)
      .where(
        and(
          eq(commissions.affiliateId, input.affiliateId),
          eq(commissions.currency, input.currency),
          isNull(commissions.payoutId),
          ne(commissions.status, "reversed"),
        ),
      )
      .for("update");
    const due = open.filter((c) => commissionStatus(c, now, holdingDays) === "approved");
    const amount = due.reduce((sum, c) => sum + c.amountCents, 0);
    if (due.length === 0 || amount <= 0) throw conflict("admin.errors.nothingToPay");
    const [affiliateUser] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.affiliateId));
    const [payout] = await tx
      .insert(payouts)
      .values({
        affiliateId: input.affiliateId,
        amountCents: amount,
        currency: input.currency,
        reference: input.reference,
        paidBy: actor.id,
        createdAt: now,
      })
      .returning();
    await tx
      .update(commissions)
      .set({ payoutId: payout.id, status: "paid" })
      .where(
        inArray(
          commissions.id,
          due.map((c) => c.id),
        ),
      );
    await writeAudit(tx, actor, {
      action: "payout.paid",
      targetType: "payout",
      targetId: payout.id,
      targetLabel: affiliateUser?.email ?? input.affiliateId,
      before: { approvedCents: amount, commissions: due.length },
      after: { paidCents: amount, currency: input.currency, reference: input.reference },
    });
    return { id: payout.id, amountCents: amount, currency: input.currency };
  });
}

export async function listPayouts(actor: User) {
  assertPermission(actor, "payouts.manage");
  return getDb()
    .select({ payout: payouts, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.affiliateId))
    .orderBy(desc(payouts.createdAt))
    .limit(100);
}

export async function listAffiliates(actor: User) {
  assertPermission(actor, "affiliates.manage");
  return getDb()
    .select({
      userId: affiliates.userId,
      code: affiliates.code,
      active: affiliates.active,
      createdAt: affiliates.createdAt,
      email: users.email,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .orderBy(desc(affiliates.createdAt))
    .limit(200);
}

export async function listCommissions(actor: User, now = new Date()) {
  assertPermission(actor, "payouts.manage");
  const { holdingDays } = programmeSettings();
  const rows = await getDb()
    .select({ c: commissions, affiliateEmail: users.email })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.affiliateId))
    .orderBy(desc(commissions.createdAt))
    .limit(200);
  return rows.map(({ c, affiliateEmail }) => ({
    ...c,
    affiliateEmail,
    effectiveStatus: commissionStatus(c, now, holdingDays),
  }));
}
