import "server-only";
/** The programme's numbers, from the environment (see .env.example), read in one place. */
import { env } from "@/lib/env";

interface ProgrammeSettings {
  attributionDays: number;
  commissionPercent: number;
  commissionMonths: number;
  holdingDays: number;
}

export function programmeSettings(): ProgrammeSettings {
  const e = env();
  return {
    attributionDays: e.AFFILIATE_ATTRIBUTION_DAYS,
    commissionPercent: e.AFFILIATE_COMMISSION_PERCENT,
    commissionMonths: e.AFFILIATE_COMMISSION_MONTHS,
    holdingDays: e.AFFILIATE_HOLDING_DAYS,
  };
}
