"use client";
/**
 * The rewards page: level with progress to the next, XP and coins, badges (earned with the date,
 * or locked with what is left), the user's own rewards to buy (create, redeem, delete) and the
 * recent history. Data goes through TanStack Query; a redemption refreshes everything.
 */
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Award, Coins, Lock, Trash2 } from "lucide-react";
import { ApiError, apiJson, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
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
import { Progress } from "@/components/ui/progress";
import type { RewardsView } from "@/server/rewards/queries";
import type { CreateRewardItemInput } from "@/server/rewards/schemas";
import { translateKey } from "@/i18n/keys";
import { RewardItemForm } from "./reward-item-form";

const call = <T,>(method: string, url: string, body?: unknown) => apiJson<T>(url, { method, body });

export function RewardsBoard({ initial }: { initial: RewardsView }) {
  const t = useTranslations("rewards");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const id = useId();
  const { data = initial } = useQuery({
    queryKey: queryKeys.rewards,
    queryFn: () => call<RewardsView>("GET", "/api/rewards"),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.rewards });

  const span = Math.max(1, data.nextLevelXp - data.levelXp);
  const progress = ((data.xp - data.levelXp) / span) * 100;

  async function addItem(input: CreateRewardItemInput): Promise<string | null> {
    setBusy("new");
    try {
      await call("POST", "/api/rewards/items", input);
      toast.success(t("toast.added", { title: input.title }));
      await refresh();
      return null;
    } catch (error) {
      return errorMessage(error, t("toast.failed"));
    } finally {
      setBusy(null);
    }
  }

  // Redeeming or removing one of the user's rewards; everything is read again afterwards.
  const action = useMutation({
    mutationFn: ({ send }: { itemId: string; send: () => Promise<unknown>; success: string }) => send(),
    onMutate: ({ itemId }) => setBusy(itemId),
    onSuccess: (_answer, { success }) => void toast.success(success),
    onError: (error) =>
      void toast.error(
        error instanceof ApiError && error.status === 409
          ? t("toast.notEnough")
          : errorMessage(error, t("toast.failed")),
      ),
    onSettled: () => {
      setBusy(null);
      return refresh();
    },
  });
  const act = (itemId: string, send: () => Promise<unknown>, success: string) =>
    action.mutate({ itemId, send, success });

  const date = (iso: string) => format.dateTime(new Date(iso), { day: "numeric", month: "short", year: "numeric" });
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-level`} className="grid gap-4 rounded-lg border bg-card p-5 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <h2 id={`${id}-level`} className="text-lg font-semibold" data-testid="level">
            {t("level", { level: data.level })}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="xp">
            {t("xpProgress", { xp: data.xp, next: data.nextLevelXp })}
          </p>
          <Progress
            value={progress}
            className="mt-2"
            aria-label={t("toNextLevel", { left: data.nextLevelXp - data.xp })}
          />
          <p className="mt-1 text-xs text-muted-foreground">{t("toNextLevel", { left: data.nextLevelXp - data.xp })}</p>
        </div>
        <div className="flex items-center gap-3">
          <Coins aria-hidden className="size-8 text-amber-500" />
          <div>
            <p className="text-sm text-muted-foreground">{t("coins")}</p>
            <p className="text-2xl font-semibold" data-testid="coins">
              {data.coins}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-shop`} className="space-y-3">
        <h2 id={`${id}-shop`} className="text-lg font-semibold">
          {t("shop.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("shop.description")}</p>
        {data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t("shop.empty")}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {data.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
                data-testid="reward-item"
              >
                <div>
                  <p className="font-medium">{item.title}</p>
                  <p className="text-sm text-muted-foreground">{t("shop.cost", { cost: item.cost })}</p>
                </div>
                <div className="flex gap-2">
                  {/* Spending coins asks first (issue 24). */}
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button
                        size="sm"
                        disabled={busy !== null || data.coins < item.cost}
                        aria-label={t("shop.redeemAria", { title: item.title, cost: item.cost })}
                      >
                        {t("shop.redeem")}
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>{t("shop.confirmTitle", { title: item.title })}</AlertDialogTitle>
                        <AlertDialogDescription>
                          {t("shop.confirmBody", { cost: item.cost, left: data.coins - item.cost })}
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>{t("shop.confirmCancel")}</AlertDialogCancel>
                        <AlertDialogAction
                          onClick={() =>
                            act(
                              item.id,
                              () => call("POST", `/api/rewards/items/${encodeURIComponent(item.id)}/redeem`),
                              t("toast.redeemed", { title: item.title }),
                            )
                          }
                        >
                          {t("shop.confirmSpend", { cost: item.cost })}
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                  <Button
                    size="icon"
                    variant="ghost"
                    disabled={busy !== null}
                    onClick={() =>
                      act(
                        item.id,
                        () => call("DELETE", `/api/rewards/items/${encodeURIComponent(item.id)}`),
                        t("toast.removed", { title: item.title }),
                      )
                    }
                    aria-label={t("shop.deleteAria", { title: item.title })}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <RewardItemForm disabled={busy !== null} onCreate={addItem} />
      </section>

      <section aria-labelledby={`${id}-badges`} className="space-y-3">
        <h2 id={`${id}-badges`} className="text-lg font-semibold">
          {t("badges.title")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.badges.map((b) => (
            <li key={b.id} className="flex items-start gap-3 rounded-lg border p-3" data-testid="badge-earned">
              <Award aria-hidden className="mt-0.5 size-5 text-amber-500" />
              <div>
                <p className="font-medium">{t(`badges.names.${b.id}`)}</p>
                <p className="text-sm text-muted-foreground">{t("badges.earnedOn", { date: date(b.earnedAt) })}</p>
              </div>
            </li>
          ))}
          {data.locked.map((b) => (
            <li
              key={b.id}
              className="flex items-start gap-3 rounded-lg border border-dashed p-3"
              data-testid="badge-locked"
            >
              <Lock aria-hidden className="mt-0.5 size-5 text-muted-foreground" />
              <div>
                <p className="font-medium">{t(`badges.names.${b.id}`)}</p>
                <p className="text-sm text-muted-foreground">{t(`badges.conditions.${b.id}`)}</p>
                <p className="text-sm text-muted-foreground">
                  {t("badges.progress", { progress: b.progress, goal: b.goal })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-history`} className="space-y-3">
        <h2 id={`${id}-history`} className="text-lg font-semibold">
          {t("history.title")}
        </h2>
        {data.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
        ) : (
          <ul className="divide-y rounded-lg border text-sm">
            {data.history.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  {translateKey(t, `history.${h.type === "reversal" ? "reversal" : h.category}`, {
                    title: h.title ?? "",
                  })}
                  <span className="ms-2 text-muted-foreground">{date(h.createdAt)}</span>
                </span>
                <span className="font-medium tabular-nums" dir="ltr">
                  {h.xp !== 0 ? t("history.xp", { xp: h.xp > 0 ? `+${h.xp}` : String(h.xp) }) : ""}
                  {h.xp !== 0 && h.coins !== 0 ? " · " : ""}
                  {h.coins !== 0 ? t("history.coins", { coins: h.coins > 0 ? `+${h.coins}` : String(h.coins) }) : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
