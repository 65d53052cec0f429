import {
  approvalDate,
  commissionAmount,
  commissionStatus,
  refundEffect,
  withinCommissionPeriod,
  type SaleFacts,
} from "./commission-rules";

const DAY = 24 * 60 * 60 * 1000;
const paidAt = new Date("2026-10-01T00:00:00Z");
const after = (days: number) => new Date(paidAt.getTime() + days * DAY);
const sale = (over: Partial<SaleFacts> = {}): SaleFacts => ({
  kind: "sale",
  status: "pending",
  payoutId: null,
  paidAt,
  amountCents: 240,
  invoiceAmountCents: 1200,
  ratePercent: 20,
  ...over,
});

describe("commission state machine", () => {
  test("pending during the holding period, approved from its end (computed on read)", () => {
    expect(commissionStatus(sale(), after(29.99), 30)).toBe("pending");
    expect(commissionStatus(sale(), after(30), 30)).toBe("approved");
    expect(approvalDate(paidAt, 30)).toEqual(after(30));
    expect(commissionStatus(sale(), after(1), 0)).toBe("approved");
  });

  test("reversed and paid are final; a clawback is owed at once", () => {
    expect(commissionStatus(sale({ status: "reversed" }), after(100), 30)).toBe("reversed");
    expect(commissionStatus(sale({ status: "paid", payoutId: "po_1" }), after(100), 30)).toBe("paid");
    expect(commissionStatus(sale({ kind: "clawback", amountCents: -240 }), after(0), 30)).toBe("approved");
    expect(commissionStatus(sale({ kind: "clawback", payoutId: "po_2" }), after(0), 30)).toBe("paid");
  });

  test("20% of what was actually paid, rounded to the cent", () => {
    expect(commissionAmount(1200, 20)).toBe(240);
    expect(commissionAmount(999, 20)).toBe(200);
    expect(commissionAmount(0, 20)).toBe(0);
  });

  test("a full refund inside the holding period reverses; a partial one reduces", () => {
    expect(refundEffect(sale(), 1200, after(5), 30)).toEqual({ type: "reverse" });
    expect(refundEffect(sale(), 600, after(5), 30)).toEqual({ type: "reduce", amountCents: 120 });
    expect(refundEffect(sale(), 0, after(5), 30)).toEqual({ type: "none" });
  });

  test("a refund after approval (or payout) claws back a negative entry; a reversed sale is left alone", () => {
    expect(refundEffect(sale(), 1200, after(31), 30)).toEqual({ type: "clawback", amountCents: -240 });
    expect(refundEffect(sale({ status: "paid", payoutId: "po" }), 600, after(90), 30)).toEqual({
      type: "clawback",
      amountCents: -120,
    });
    expect(refundEffect(sale({ status: "reversed" }), 1200, after(31), 30)).toEqual({ type: "none" });
  });

  test("the same cumulative refund seen twice gives the same answer; over-refunds are capped", () => {
    const once = refundEffect(sale(), 900, after(40), 30);
    expect(refundEffect(sale(), 900, after(41), 30)).toEqual(once);
    expect(refundEffect(sale(), 5000, after(40), 30)).toEqual({ type: "clawback", amountCents: -240 });
  });

  test("commissions for 12 months from the customer's first one", () => {
    const first = new Date("2026-01-15T00:00:00Z");
    expect(withinCommissionPeriod(null, first, 12)).toBe(true);
    expect(withinCommissionPeriod(first, new Date("2027-01-14T23:59:59Z"), 12)).toBe(true);
    expect(withinCommissionPeriod(first, new Date("2027-01-15T00:00:00Z"), 12)).toBe(false);
  });
});
