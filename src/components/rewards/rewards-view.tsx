"use client";
/** The prerendered rewards page's client side (issue 25): the board once GET /api/rewards has answered. */
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { RewardsView as Rewards } from "@/server/rewards/queries";
import { RewardsBoard } from "./rewards-board";

export function RewardsView() {
  const t = useTranslations("rewards.load");
  const rewards = useQuery({
    queryKey: queryKeys.rewards,
    queryFn: () => apiJson<Rewards>("/api/rewards"),
    ...READ_ON_EVERY_VISIT,
  });
  return (
    <FetchedPage queries={[rewards]} labels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}>
      {() =>
        rewards.data && (
          <div data-premium="true">
            <RewardsBoard initial={rewards.data} />
          </div>
        )
      }
    </FetchedPage>
  );
}
