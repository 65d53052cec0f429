"use client";
/**
 * The prerendered habits page's client side (issue 25): the board once the user's time zone (for
 * today: GET /api/app-frame, shared with the frame) and the active habits (GET /api/habits) are in.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAppFrame } from "@/components/app-shell/use-app-frame";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { queryKeys } from "@/lib/query-keys";
import { todayIn } from "@/lib/time/zones";
import { HabitsBoard } from "./habits-board";
import { habitsApi } from "./habits-api";

export function HabitsView() {
  const t = useTranslations("habits.load");
  const frame = useAppFrame();
  const habits = useQuery({
    queryKey: queryKeys.habits.list(false),
    queryFn: () => habitsApi.list(false),
    ...READ_ON_EVERY_VISIT,
  });
  return (
    <FetchedPage queries={[frame, habits]} labels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}>
      {() =>
        frame.data && (
          <div data-premium="true">
            <HabitsBoard today={todayIn(frame.data.timezone)} />
          </div>
        )
      }
    </FetchedPage>
  );
}
