/**
 * Email/password sign-in from the browser through Auth.js's standard flow: GET /api/auth/csrf,
 * then POST /api/auth/callback/credentials. Rate-limit answers (429) carry a message.
 */
type SignInOutcome = { ok: true } | { ok: false; reason: "credentials" | "rate-limited" | "network"; message?: string };

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  try {
    const csrf = (await (await fetch("/api/auth/csrf", { credentials: "same-origin" })).json()) as {
      csrfToken: string;
    };
    const res = await fetch("/api/auth/callback/credentials", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body: new URLSearchParams({ email, password, csrfToken: csrf.csrfToken, callbackUrl: window.location.href }),
    });
    if (res.status === 429) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      return { ok: false, reason: "rate-limited", message: body.error };
    }
    const body = (await res.json().catch(() => ({}))) as { url?: string };
    if (!res.ok || !body.url || new URL(body.url, window.location.origin).searchParams.has("error"))
      return { ok: false, reason: "credentials" };
    return { ok: true };
  } catch {
    return { ok: false, reason: "network" };
  }
}
