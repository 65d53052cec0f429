/** Download everything as JSON or CSV (GET /api/export): plain links, the browser saves the file. */
import { Download } from "lucide-react";
import { getTranslations } from "@/i18n/server";
import { buttonVariants } from "@/components/ui/button";

export async function ExportButtons() {
  const t = await getTranslations("export");
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("title")}>
      <a
        href="/api/export?format=json"
        download
        className={buttonVariants({ variant: "outline", size: "sm" })}
        data-testid="export-json"
      >
        <Download aria-hidden />
        {t("json")}
      </a>
      <a
        href="/api/export?format=csv"
        download
        className={buttonVariants({ variant: "outline", size: "sm" })}
        data-testid="export-csv"
      >
        <Download aria-hidden />
        {t("csv")}
      </a>
    </div>
  );
}

/** The settings page's export card: what is in the file, and the two buttons. */
export async function ExportCard() {
  const t = await getTranslations("export");
  return (
    <section aria-labelledby="export-title" className="space-y-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="export-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("description")}</p>
      <ExportButtons />
    </section>
  );
}
