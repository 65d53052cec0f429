import { notFound, unauthorized } from "@/lib/errors";
import { getCurrentUser } from "@/server/auth/guards";
import { route } from "@/server/http/route-handler";
import { listMailboxFor, mailboxView } from "@/server/mail/mailbox";
import { json } from "@/server/http/api-shapes/common";
import { mailboxSchema } from "@/server/http/api-shapes/account";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The local mailbox as JSON, for scripts: /api/dev/mailbox?to=someone@example.com. 404 when off;
 * on a server database only the signed-in user's own mail (401 when signed out). See mailbox.ts.
 */
export const GET = route(async (request) => {
  if (mailboxView(null) === "off") throw notFound();
  const messages = await listMailboxFor(
    await getCurrentUser(),
    new URL(request.url).searchParams.get("to") ?? undefined,
  );
  if (!messages) throw unauthorized();
  return json(mailboxSchema, { messages }, { headers: NO_STORE });
});
