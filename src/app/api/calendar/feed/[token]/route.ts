/**
 * GET /api/calendar/feed/{token}.ics -> the owner's calendar as text/calendar (RFC 5545), for
 * Google Calendar, Apple Calendar and Outlook to subscribe to. No session: the token in the link
 * is the credential. An unknown or reset token is a 404; an owner without premium access a 403.
 */
import { forbidden } from "@/lib/errors";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { buildFeed } from "@/server/calendar/export-ics";
import { feedNotFound } from "@/server/calendar/errors";
import { unsafeFindFeedOwner } from "@/server/calendar/feed";

type Context = { params: Promise<{ token: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const name = (await params).token;
  if (!name.endsWith(".ics")) throw feedNotFound();
  const token = name.slice(0, -".ics".length);
  await consume("calendarFeed", token.slice(0, 64));
  const owner = await unsafeFindFeedOwner(token);
  if (!owner || owner.disabled) throw feedNotFound();
  if (!hasPremiumAccess(owner)) throw forbidden("errors.premiumRequired");
  return new Response(await buildFeed(owner), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="rhythm.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
