import "server-only";
/**
 * Sign-in providers: email and password always; Google and Apple only when configured. The
 * issuer variables let tests play Google with a loopback OpenID provider through the same code.
 */
import type { Provider } from "next-auth/providers";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import Apple from "next-auth/providers/apple";
import { hash, verify } from "@node-rs/argon2";
import { env } from "@/lib/env";
import { signInSchema } from "./schemas";
import { unsafeFindUserByEmail } from "@/server/users/queries";

// Verifying against a real hash when the account does not exist keeps timing alike either way.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () =>
  (dummyHash ??= hash("rhythm-no-such-account", { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));

export function configuredOAuthProviders(): Array<"google" | "apple"> {
  const e = env();
  const list: Array<"google" | "apple"> = [];
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) list.push("google");
  if (e.AUTH_APPLE_ID && e.AUTH_APPLE_SECRET) list.push("apple");
  return list;
}

export function buildProviders(): Provider[] {
  const e = env();
  const providers: Provider[] = [
    Credentials({
      id: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(raw) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const user = await unsafeFindUserByEmail(parsed.data.email);
        const ok = await verify(user?.passwordHash ?? (await getDummyHash()), parsed.data.password).catch(() => false);
        if (!user || !user.passwordHash || !ok || user.disabled) return null;
        return { id: user.id, email: user.email, name: user.name, image: user.image };
      },
    }),
  ];
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) {
    providers.push(
      Google({
        clientId: e.AUTH_GOOGLE_ID,
        clientSecret: e.AUTH_GOOGLE_SECRET,
        ...(e.AUTH_GOOGLE_ISSUER ? { issuer: e.AUTH_GOOGLE_ISSUER } : {}),
        authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
        // Never attach a Google sign-in to an existing account by email alone.
        allowDangerousEmailAccountLinking: false,
      }),
    );
  }
  if (e.AUTH_APPLE_ID && e.AUTH_APPLE_SECRET) {
    providers.push(
      Apple({
        clientId: e.AUTH_APPLE_ID,
        clientSecret: e.AUTH_APPLE_SECRET,
        ...(e.AUTH_APPLE_ISSUER ? { issuer: e.AUTH_APPLE_ISSUER } : {}),
        authorization: { params: { scope: "name email", response_mode: "form_post" } },
        allowDangerousEmailAccountLinking: false,
      }),
    );
  }
  return providers;
}
