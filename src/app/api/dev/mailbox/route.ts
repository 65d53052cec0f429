import { mailboxEnabled, unsafeListMailbox } from "@/server/mail/send-mail";

export const dynamic = "force-dynamic";

/** The local mailbox as JSON, for scripts: /api/dev/mailbox?to=someone@example.com. 404 when off. */
export async function GET(request: Request) {
  if (!mailboxEnabled()) return Response.json({ error: "Not found" }, { status: 404 });
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const messages = await unsafeListMailbox(to?.slice(0, 254));
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
}
