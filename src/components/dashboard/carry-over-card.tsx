"use client";
/**
 * Carry over, on today's dashboard: yesterday's unfinished flexible blocks as a checklist (all
 * checked), "Bring into today" places the chosen ones in today's free time (the server makes sure
 * nothing is added twice), "Dismiss" hides the offer for the rest of the day on this device (a
 * cookie, so the server leaves the card out of the page too). The server renders the offer with
 * the page (`initial`), so the card is there from the first paint and nothing below it jumps.
 */
import { useId, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { History, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ApiError, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useClockTime } from "@/components/app-shell/clock-format";
import { toLocale } from "@/i18n/routing";
import type { BlockView, CarryOverOffer } from "@/server/schedule/types";
import { CARRY_OVER_DISMISSED_COOKIE } from "@/lib/carry-over-cookie";
import { createScheduleClient } from "./schedule-client";

interface CarryOverCardProps {
  today: string;
  /** The offer as the server read it with the page; null when dismissed today. */
  initial: CarryOverOffer | null;
  onAdded: (blocks: BlockView[]) => void;
}

export function CarryOverCard({ today, initial, onAdded }: CarryOverCardProps) {
  const t = useTranslations("carryOver");
  const clock = useClockTime();
  const locale = toLocale(useLocale());
  const client = useMemo(() => createScheduleClient(locale), [locale]);
  const queryClient = useQueryClient();
  const id = useId();
  const [dismissed, setDismissed] = useState(initial === null);
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const [error, setError] = useState("");

  const queryKey = queryKeys.carryOver(today);
  const offer = useQuery({
    queryKey,
    queryFn: () => client.carryOverOffer(),
    initialData: initial ?? undefined,
    enabled: !dismissed,
  });
  const accept = useMutation({
    mutationFn: (ids: string[]) => client.carryOver(ids),
    onSuccess: (result) => {
      setError("");
      onAdded(result.added);
      toast.success(t("brought", { count: result.added.length }));
      for (const m of result.missed) toast.warning(t("notFit", { title: m.title, reason: m.reason }));
      // The blocks themselves reach the plan and the calendar's cache through onAdded.
      queryClient.setQueryData<CarryOverOffer>(queryKey, (o) => (o ? { ...o, items: [] } : o));
    },
    onError: (e) => setError(e instanceof ApiError && e.status < 500 ? errorMessage(e, t("failed")) : t("failed")),
  });

  const items = offer.data?.today === today ? offer.data.items : [];
  if (dismissed || items.length === 0) return null;
  const chosen = items.filter((i) => !unchecked.has(i.id)).map((i) => i.id);

  function dismiss() {
    // Two days: long enough to outlive today in any time zone; the value says which day it was.
    document.cookie = `${CARRY_OVER_DISMISSED_COOKIE}=${today}; path=/; max-age=172800; samesite=lax`;
    setDismissed(true);
  }

  return (
    <Card className="border-primary/30 py-5" data-testid="carry-over">
      <CardContent className="space-y-3 px-4 sm:px-6">
        <section aria-labelledby={`${id}-title`} className="space-y-3">
          <div className="flex items-start gap-3">
            <History aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="space-y-1">
              <h2 id={`${id}-title`} className="font-semibold">
                {t("title")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("hint")}</p>
            </div>
          </div>
          <ul className="space-y-2 ps-8">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${item.id}`}
                  checked={!unchecked.has(item.id)}
                  onCheckedChange={(value) =>
                    setUnchecked((set) => {
                      const next = new Set(set);
                      if (value === true) next.delete(item.id);
                      else next.add(item.id);
                      return next;
                    })
                  }
                />
                <Label htmlFor={`${id}-${item.id}`} className="font-normal">
                  {t("item", { title: item.title, start: clock(item.start), end: clock(item.end) })}
                </Label>
              </li>
            ))}
          </ul>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2 ps-8">
            <Button
              type="button"
              disabled={accept.isPending || chosen.length === 0}
              onClick={() => accept.mutate(chosen)}
            >
              {accept.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
              {accept.isPending ? t("bringing") : t("bring")}
            </Button>
            <Button type="button" variant="outline" onClick={dismiss}>
              {t("dismiss")}
            </Button>
          </div>
          {chosen.length === 0 && <p className="text-xs text-muted-foreground ps-8">{t("chooseOne")}</p>}
        </section>
      </CardContent>
    </Card>
  );
}
