"use client";
/**
 * Reminders in settings (issue 27): notifications on or off for this device (a Web Push
 * subscription), "Send a test notification", how long before each kind of block, the morning and
 * evening nudges, quiet hours and e-mail as the fallback.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiFetch, apiJson, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { BLOCK_REMINDER_KINDS, LEAD_CHOICES } from "@/server/push/choices";
import type { ReminderPreferences } from "@/server/push/schemas";

const PREFERENCES_URL = "/api/push/preferences";

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type Support = "unknown" | "unsupported" | "denied" | "ok";
const noSubscribe = () => () => undefined;
function browserSupport(): Support {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : "ok";
}

export function PushSettings() {
  const t = useTranslations("push");
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.pushPreferences,
    queryFn: () => apiJson<{ publicKey: string; preferences: ReminderPreferences }>(PREFERENCES_URL),
  });
  const [edited, setPrefs] = useState<ReminderPreferences | null>(null);
  const prefs = edited ?? data?.preferences ?? null;
  const [deniedNow, setDeniedNow] = useState(false);
  const detected = useSyncExternalStore(noSubscribe, browserSupport, () => "unknown" as Support);
  const support: Support = deniedNow ? "denied" : detected;
  const [device, setDevice] = useState<PushSubscription | null>(null);
  useEffect(() => {
    if (detected !== "ok") return;
    void navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription()).then(setDevice);
  }, [detected]);

  const toggleDevice = useMutation({
    mutationFn: async () => {
      const registration = await navigator.serviceWorker.ready;
      if (device) {
        await apiFetch("/api/push/subscriptions", { method: "DELETE", body: { endpoint: device.endpoint } }).catch(
          () => undefined,
        );
        await device.unsubscribe();
        return null;
      }
      if ((await Notification.requestPermission()) !== "granted") {
        setDeniedNow(true);
        return null;
      }
      const sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(data!.publicKey),
      });
      await apiFetch("/api/push/subscriptions", {
        method: "POST",
        body: { ...sub.toJSON(), label: navigator.userAgent.slice(0, 120) },
      });
      return sub;
    },
    onSuccess: setDevice,
    onError: (error) => toast.error(errorMessage(error, t("errors.endpointInvalid"))),
  });
  const test = useMutation({
    mutationFn: () => apiJson<{ sent: number }>("/api/push/test", { method: "POST" }),
    onSuccess: ({ sent }) => (sent > 0 ? toast.success(t("testSent", { count: sent })) : toast.warning(t("testNone"))),
    onError: (error) => toast.error(errorMessage(error, t("testNone"))),
  });
  const save = useMutation({
    mutationFn: (value: ReminderPreferences) => apiFetch(PREFERENCES_URL, { method: "PUT", body: value }),
    onSuccess: () => {
      toast.success(t("saved"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.pushPreferences });
    },
    onError: (error) => toast.error(errorMessage(error, t("errors.badTime"))),
  });

  const time = (field: "morningTime" | "eveningTime" | "quietStart" | "quietEnd", label: string) => (
    <div className="space-y-1">
      <Label htmlFor={`push-${field}`}>{label}</Label>
      <Input
        id={`push-${field}`}
        type="time"
        value={prefs?.[field] ?? ""}
        onChange={(e) => prefs && setPrefs({ ...prefs, [field]: e.target.value || null })}
      />
    </div>
  );

  return (
    <section aria-labelledby="push-title" className="space-y-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="push-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {support === "unsupported" && <p className="text-sm">{t("unsupported")}</p>}
      {support === "denied" && <p className="text-sm text-destructive">{t("denied")}</p>}
      {support === "ok" && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm" data-testid="push-device-state">
            {device ? t("deviceOn") : t("deviceOff")}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={!data || toggleDevice.isPending}
            onClick={() => toggleDevice.mutate()}
          >
            {device ? t("disableDevice") : t("enableDevice")}
          </Button>
        </div>
      )}
      <Button size="sm" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
        {t("test")}
      </Button>
      {prefs && (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(prefs);
          }}
        >
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium">{t("blockLead")}</legend>
            {BLOCK_REMINDER_KINDS.map((kind) => (
              <div key={kind} className="space-y-1">
                <Label htmlFor={`push-lead-${kind}`}>{t(`kinds.${kind}`)}</Label>
                <NativeSelect
                  id={`push-lead-${kind}`}
                  value={prefs.blockLeads[kind] === null ? "off" : String(prefs.blockLeads[kind])}
                  onChange={(e) =>
                    setPrefs({
                      ...prefs,
                      blockLeads: {
                        ...prefs.blockLeads,
                        [kind]: e.target.value === "off" ? null : Number(e.target.value),
                      },
                    })
                  }
                >
                  <option value="off">{t("off")}</option>
                  {LEAD_CHOICES.map((m) => (
                    <option key={m} value={m}>
                      {t("minutesBefore", { count: m })}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            {time("morningTime", t("morning"))}
            {time("eveningTime", t("evening"))}
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">{t("quietHours")}</legend>
            {time("quietStart", t("quietFrom"))}
            {time("quietEnd", t("quietTo"))}
          </fieldset>
          <div className="flex items-center gap-2">
            <input
              id="push-email-fallback"
              type="checkbox"
              className="size-4"
              checked={prefs.emailFallback}
              onChange={(e) => setPrefs({ ...prefs, emailFallback: e.target.checked })}
            />
            <Label htmlFor="push-email-fallback">{t("emailFallback")}</Label>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
        </form>
      )}
    </section>
  );
}
