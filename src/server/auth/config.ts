import "server-only";
/**
 * Auth.js: JWT sessions in an HttpOnly, SameSite=Lax cookie (Secure and __Secure- prefixed when
 * served over https), rolling refresh, and a token version in the session. The JWT callback
 * re-reads the user row at most once a minute, so a disabled or deleted user, or one who signed
 * out everywhere, loses the session; the guards re-check on every request anyway.
 */
import NextAuth, { type NextAuthConfig } from "next-auth";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { accounts, sessions, users, verificationTokens } from "@/server/db/schema";
import { getUserById } from "@/server/users/queries";
import { authSecret } from "./secret";
import { buildProviders } from "./providers";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS, USER_RECHECK_MS } from "./session-policy";

declare module "next-auth" {
  interface Session {
    tokenVersion: number;
  }
}

// Built once per process (lazily, so `next build` never touches the database): rebuilding the
// adapter and providers on every request cost a large share of each API call.
let config: NextAuthConfig | undefined;

export const { handlers, auth, signIn, signOut } = NextAuth(async () => (config ??= await buildConfig()));

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
      async jwt({ token, user }) {
        const now = Date.now();
        if (user?.id) {
          const row = await getUserById(user.id);
          if (!row || row.disabled) return null;
          token.sub = row.id;
          token.tv = row.tokenVersion;
          token.checkedAt = now;
          return token;
        }
        if (!token.sub) return null;
        if (typeof token.checkedAt !== "number" || now - token.checkedAt > USER_RECHECK_MS) {
          const row = await getUserById(token.sub);
          if (!row || row.disabled || row.tokenVersion !== token.tv) return null;
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
      async signIn({ user }) {
        if (user.id) await getDb().update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      },
    },
  };
}
