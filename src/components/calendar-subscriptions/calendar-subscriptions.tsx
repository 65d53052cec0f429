"use client";
/**
 * "Add a calendar by URL" and the list of followed calendars (issue 27), on the calendar page:
 * rename, refresh now, pause or resume, remove; a problem shows on its calendar with since when
 * ("The address answered 404 since 9:15 AM"). Saving anything marks the calendar's blocks stale.
 */
import { useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiFetch, apiJson, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { blocksReplaced } from "@/components/calendar/block-cache";
import { translateKey } from "@/i18n/keys";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useClockTime } from "@/components/app-shell/clock-format";
import { SUBSCRIPTION_COLORS } from "@/server/calendar/subscriptions/colors";
import type { CalendarSubscription } from "@/server/calendar/subscriptions/schemas";

const URL_BASE = "/api/calendar/subscriptions";
const COLOR_NAMES = ["blue", "green", "pink", "orange", "purple", "teal"] as const;

export function CalendarSubscriptions() {
  const t = useTranslations("calendarSubscriptions");
  const format = useFormatter();
  const clock = useClockTime();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.calendarSubscriptions,
    queryFn: () => apiJson<{ subscriptions: CalendarSubscription[] }>(URL_BASE),
  });
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [color, setColor] = useState<string>(SUBSCRIPTION_COLORS[0]);
  const [formError, setFormError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.calendarSubscriptions });
    blocksReplaced(queryClient);
  };
  const add = useMutation({
    mutationFn: () =>
      apiJson<{ subscription: CalendarSubscription }>(URL_BASE, {
        method: "POST",
        body: { url, ...(name.trim() ? { name: name.trim() } : {}), color },
      }).then((r) => r.subscription),
    onSuccess: (sub) => {
      setUrl("");
      setName("");
      setFormError(null);
      toast.success(t("added", { count: sub.eventCount }));
      changed();
    },
    onError: (error) => setFormError(errorMessage(error, t("errors.badUrl"))),
  });
  const act = useMutation({
    mutationFn: async ({ id, op, body }: { id: string; op: "patch" | "delete" | "refresh"; body?: unknown }) => {
      if (op === "delete") return apiFetch(`${URL_BASE}/${id}`, { method: "DELETE" });
      if (op === "refresh") return apiFetch(`${URL_BASE}/${id}/refresh`, { method: "POST" });
      return apiFetch(`${URL_BASE}/${id}`, { method: "PATCH", body });
    },
    onSuccess: () => {
      setRenaming(null);
      changed();
    },
    onError: (error) => toast.error(errorMessage(error, t("errors.notFound"))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const problem = (sub: CalendarSubscription) => {
    if (!sub.error) return null;
    const what = translateKey(t, `errors.${sub.error.code}`, { status: sub.error.status ?? 0 });
    return t("errorSince", { problem: what, time: clock(new Date(sub.error.since).toTimeString().slice(0, 5)) });
  };

  return (
    <section aria-labelledby="subscriptions-title" className="space-y-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="subscriptions-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <form onSubmit={submit} className="space-y-3" aria-label={t("add")}>
        <div className="space-y-1">
          <Label htmlFor="subscription-url">{t("urlLabel")}</Label>
          <Input
            id="subscription-url"
            type="url"
            inputMode="url"
            dir="ltr"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="webcal://"
            aria-describedby="subscription-url-help subscription-url-error"
            aria-invalid={formError ? true : undefined}
          />
          <p id="subscription-url-help" className="text-xs text-muted-foreground">
            {t("urlHelp")}
          </p>
          {formError && (
            <p id="subscription-url-error" role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor="subscription-name">{t("nameLabel")}</Label>
            <Input id="subscription-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t("colorLabel")}</legend>
            <div className="flex gap-2">
              {SUBSCRIPTION_COLORS.map((c, i) => (
                <label key={c} className="cursor-pointer">
                  <input
                    type="radio"
                    name="subscription-color"
                    value={c}
                    checked={color === c}
                    onChange={() => setColor(c)}
                    className="peer sr-only"
                  />
                  <span
                    className="block size-7 rounded-full border-2 border-transparent peer-checked:border-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
                    style={{ backgroundColor: c }}
                  />
                  <span className="sr-only">{t(`colors.${COLOR_NAMES[i]}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t("adding") : t("submit")}
          </Button>
        </div>
      </form>
      {data && data.subscriptions.length === 0 && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
      <ul className="divide-y" data-testid="subscription-list">
        {data?.subscriptions.map((sub) => (
          <li key={sub.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="subscription">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: sub.color }} />
            <div className="min-w-0 flex-1">
              {renaming?.id === sub.id ? (
                <form
                  className="flex gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    act.mutate({ id: sub.id, op: "patch", body: { name: renaming.name } });
                  }}
                >
                  <Label htmlFor={`rename-${sub.id}`} className="sr-only">
                    {t("nameLabel")}
                  </Label>
                  <Input
                    id={`rename-${sub.id}`}
                    value={renaming.name}
                    maxLength={80}
                    onChange={(e) => setRenaming({ id: sub.id, name: e.target.value })}
                  />
                  <Button type="submit" size="sm">
                    {t("save")}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                    {t("cancel")}
                  </Button>
                </form>
              ) : (
                <p className="truncate font-medium">{sub.name}</p>
              )}
              <p className="text-xs text-muted-foreground">
                <bdi dir="ltr">{sub.host}</bdi> · {t("events", { count: sub.eventCount })} ·{" "}
                {sub.paused
                  ? t("paused")
                  : sub.lastSuccessAt
                    ? t("updated", { time: format.relativeTime(new Date(sub.lastSuccessAt)) })
                    : t("notFetched")}
              </p>
              {sub.error && (
                <p className="text-sm text-destructive" data-testid="subscription-error">
                  {problem(sub)}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-1">
              <Button
                size="sm"
                variant="outline"
                disabled={act.isPending}
                onClick={() => act.mutate({ id: sub.id, op: "refresh" })}
              >
                {t("refresh")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRenaming({ id: sub.id, name: sub.name })}>
                {t("rename")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => act.mutate({ id: sub.id, op: "patch", body: { paused: !sub.paused } })}
              >
                {sub.paused ? t("resume") : t("pause")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (window.confirm(t("removeConfirm", { name: sub.name }))) act.mutate({ id: sub.id, op: "delete" });
                }}
              >
                {t("remove")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
