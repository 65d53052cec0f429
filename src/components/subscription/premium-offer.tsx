/**
 * A free user's home (issue 24): the trial offer and what each premium page does, each page named
 * as locked, so /subscription is one clear place to start instead of a bounce to the paywall.
 */
import { getTranslations } from "@/i18n/server";
import { Lock } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { PREMIUM_FEATURES } from "@/lib/routes";

export async function PremiumOffer() {
  const t = await getTranslations("subscription.offer");
  const tf = await getTranslations("landing.features.items");
  const tn = await getTranslations("nav");
  return (
    <section
      aria-labelledby="premium-offer"
      className="space-y-4 rounded-lg border bg-card p-6"
      data-testid="premium-offer"
    >
      <div className="space-y-1">
        <h2 id="premium-offer" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("body")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          href={{ pathname: "/checkout", query: { plan: "monthly" } }}
          className="inline-flex rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
        >
          {t("startTrial")}
        </Link>
        <Link href="/pricing" className="inline-flex rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted">
          {t("comparePlans")}
        </Link>
      </div>
      <h3 className="pt-2 text-sm font-medium">{t("whatOpens")}</h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PREMIUM_FEATURES.map(({ nav, feature }) => (
          <li key={nav} className="rounded-md border p-3">
            <p className="flex items-center gap-2 font-medium">
              <Lock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {tn(nav)}
              <span className="sr-only">{t("locked")}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{tf(`${feature}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
