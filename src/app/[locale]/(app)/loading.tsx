/**
 * Spec section 2: while a signed-in page loads, the splash (R logo, "Loading..."). Next shows it
 * during navigations between the app's pages while the next page's server part renders.
 */
import { getTranslations } from "next-intl/server";
import { Splash } from "@/components/layout/splash";

export default async function Loading() {
  const t = await getTranslations("common");
  return <Splash label={t("loading")} />;
}
