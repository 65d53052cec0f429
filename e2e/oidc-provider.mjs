#!/usr/bin/env node
/**
 * A loopback OpenID provider that plays Google in the e2e suite (oidc-provider with its
 * development login screens: any login name is accepted and becomes the account's email).
 * Rhythm reaches it through the same variables as the real Google provider (issuer override).
 */
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT ?? 3190);
const appPort = Number(process.env.E2E_PORT ?? 3100);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: "rhythm-e2e",
      client_secret: "rhythm-e2e-secret",
      redirect_uris: [
        `http://127.0.0.1:${appPort}/api/auth/callback/google`,
        `http://localhost:${appPort}/api/auth/callback/google`,
      ],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
  async findAccount(_ctx, id) {
    const email = id.includes("@") ? id.toLowerCase() : `${id.toLowerCase()}@example.com`;
    return {
      accountId: id,
      claims: async () => ({ sub: `google-${email}`, email, email_verified: true, name: email.split("@")[0] }),
    };
  },
  features: { devInteractions: { enabled: true } },
  // Like Google: the ID token itself carries email and profile claims.
  conformIdTokenClaims: false,
  cookies: { keys: ["rhythm-e2e-oidc-cookie-key"] },
});
// Google shows its account chooser for prompt=select_account; oidc-provider has no such prompt,
// so the stand-in treats it as "login" (the chooser's equivalent here: always ask who you are).
provider.use(async (ctx, next) => {
  if (ctx.path === "/auth" && ctx.query.prompt === "select_account") {
    const params = new URLSearchParams(ctx.querystring);
    params.set("prompt", "login");
    ctx.querystring = params.toString();
  }
  await next();
});
provider.on("server_error", (_ctx, err) => console.error("[oidc] server error", err));
provider.listen(port, "127.0.0.1", () => console.log(`[oidc] test OpenID provider at ${issuer}`));
