import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { CheckoutPage } from "@/components/subscription/checkout-page";

export async function generateMetadata() {
  const t = await getTranslations("checkout");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ plan?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { plan } = await searchParams;
  return <CheckoutPage locale={locale} path="/checkout" plan={typeof plan === "string" ? plan : undefined} />;
}
