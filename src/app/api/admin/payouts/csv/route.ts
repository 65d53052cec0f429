import { requireAdmin } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { balancesCsv } from "@/server/affiliates/payouts";
import { utcDate } from "@/lib/time/dates";

/** Approved balances as CSV, for payment. */
export const GET = route(async () => {
  const admin = await requireAdmin();
  const day = utcDate(new Date());
  return new Response(await balancesCsv(admin), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payouts-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
