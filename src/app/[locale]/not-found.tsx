import { useTranslations } from "next-intl";
import { LocalizedLink } from "@/components/localized-link";

export default function NotFound() {
  const t = useTranslations("notFound");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("body")}</p>
      <LocalizedLink href="/" className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
        {t("home")}
      </LocalizedLink>
    </main>
  );
}
