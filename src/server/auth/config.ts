import "server-only";
/**
 * Auth.js: JWT sessions in an HttpOnly, SameSite=Lax cookie (Secure and __Secure- prefixed with an
 * https APP_URL or behind a trusted TLS proxy: cookie-security.ts), rolling refresh, a token
 * version and a session id in the token. The session id has a record in the database from
 * sign-in to sign-out (session-records.ts), so signing out kills every copy of the cookie. The
 * JWT callback re-reads the user and session rows on every renewal, so a disabled or deleted
 * user, a signed-out session or one who signed out everywhere is not renewed (the record's expiry
 * is pushed back at most once a minute); the guards re-check on every request anyway.
 */
import NextAuth, { type NextAuthConfig } from "next-auth";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { and, eq, isNull, sql } from "drizzle-orm";
import { authRedirect } from "@/lib/safe-redirect";
import { getDb } from "@/server/db/client";
import { accounts, sessions, users, verificationTokens } from "@/server/db/schema";
import { getUserById } from "@/server/users/queries";
import { usesSecureCookies } from "./cookie-security";
import { authSecret } from "./secret";
import { buildProviders } from "./providers";
import { createSessionRecord, getUserBySession, revokeSessionRecord, touchSessionRecord } from "./session-records";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS, USER_RECHECK_MS } from "./session-policy";

declare module "next-auth" {
  interface Session {
    tokenVersion: number;
  }
}

// Built once per process (lazily, so `next build` never touches the database): rebuilding the
// adapter and providers on every request cost a large share of each API call.
let config: NextAuthConfig | undefined;

// The cookie names depend on the request (a trusted proxy's X-Forwarded-Proto), so each request
// gets a shallow copy with its own `useSecureCookies`.
export const { handlers } = NextAuth(async (request) => ({
  ...(config ??= await buildConfig()),
  useSecureCookies: usesSecureCookies(request?.headers),
}));

async function buildConfig(): Promise<NextAuthConfig> {
  return {
    secret: await authSecret(),
    trustHost: true,
    adapter: DrizzleAdapter(getDb(), {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    pages: { signIn: "/auth", error: "/auth" },
    providers: buildProviders(),
    callbacks: {
      // Same-origin paths only, whatever callbackUrl says (see lib/safe-redirect).
      redirect: authRedirect,
      async jwt({ token, user }) {
        const now = Date.now();
        if (user?.id) {
          const row = await getUserById(user.id);
          if (!row || row.disabled) return null;
          token.sub = row.id;
          token.tv = row.tokenVersion;
          token.sid = await createSessionRecord(row.id, now);
          token.checkedAt = now;
          return token;
        }
        if (!token.sub || typeof token.sid !== "string") return null;
        // Every renewal checks the rows (only /api/auth/session renews; the guards read the cookie
        // themselves), so a signed-out session is never handed a fresh cookie.
        const row = await getUserBySession(token.sub, token.sid);
        if (!row || row.disabled || row.tokenVersion !== token.tv) return null;
        if (typeof token.checkedAt !== "number" || now - token.checkedAt > USER_RECHECK_MS) {
          if (!(await touchSessionRecord(row.id, token.sid, now))) return null;
          token.checkedAt = now;
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        session.tokenVersion = typeof token.tv === "number" ? token.tv : 0;
        return session;
      },
    },
    events: {
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        if (token?.sub && typeof token.sid === "string") await revokeSessionRecord(token.sub, token.sid);
      },
      async signIn({ user, account, profile }) {
        // Google and Apple vouch for the address: the account counts as verified (a subscription needs that).
        // Apple sends the claim as the string "true".
        const claim: unknown = profile?.email_verified;
        const vouched = claim === true || claim === "true";
        if (user.id && account?.type === "oidc" && vouched && typeof profile?.email === "string") {
          await getDb()
            .update(users)
            .set({ emailVerified: new Date() })
            .where(
              and(
                eq(users.id, user.id),
                isNull(users.emailVerified),
                sql`lower(${users.email}) = ${profile.email.trim().toLowerCase()}`,
              ),
            );
        }
        if (user.id) await getDb().update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      },
    },
  };
}
