import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { getCurrentUser, requireUserPage } from "@/server/auth/guards";
import { listMailboxFor, mailboxView } from "@/server/mail/mailbox";

export const dynamic = "force-dynamic";

/**
 * The local mailbox: mail Rhythm would have sent. Everything on the embedded database; on a
 * server database (DEV_MAILBOX=1) only the signed-in user's own mail (see server/mail/mailbox.ts).
 */
export default async function MailboxPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const view = mailboxView(await getCurrentUser());
  if (view === "off") notFound();
  const viewer = view === "signInRequired" ? await requireUserPage("/dev/mailbox") : await getCurrentUser();
  const t = await getTranslations("mailbox");
  const messages = (await listMailboxFor(viewer)) ?? [];
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-6 py-10">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        {view === "own" && <p className="text-sm text-muted-foreground">{t("ownOnly")}</p>}
      </div>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg border bg-card p-4" data-testid="mail">
              <p className="text-xs text-muted-foreground">
                {t("to")}: <span dir="ltr">{m.to}</span> · {m.createdAt.toISOString().replace("T", " ").slice(0, 19)}{" "}
                UTC
              </p>
              <h2 className="mt-1 font-medium">{m.subject}</h2>
              {/* The HTML is our own template with escaped values; links are clickable. Mail is
                  written for a white page (its inline colours assume one, as mail clients show
                  it), so it keeps a white page in the dark theme too. */}
              <div
                className="mt-2 rounded-md bg-white p-3 text-sm text-slate-900 [&_a]:text-blue-700 [&_a]:underline"
                dangerouslySetInnerHTML={{ __html: m.html }}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
