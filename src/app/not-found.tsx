import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: "en", namespace: "notFound" });
  return (
    <html lang="en" dir="ltr">
      <body>
        <main style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1.5rem", textAlign: "center" }}>
          <h1>{t("title")}</h1>
          <p>{t("body")}</p>
          <Link href="/">{t("home")}</Link>
        </main>
      </body>
    </html>
  );
}
