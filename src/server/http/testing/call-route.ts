/**
 * Tests only: calls a route handler as Next does for a request, with the caller's session cookie,
 * so guards (cookies() from next/headers) see a signed-in user. The request scope is Next's own
 * async storage with the two fields cookies() reads; everything else runs as in production.
 */
import { encode } from "@auth/core/jwt";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";
import { authSecret } from "@/server/auth/secret";
import { createSessionRecord } from "@/server/auth/session-records";
import { SESSION_COOKIE_NAMES } from "@/server/auth/session-cookie";
import type { User } from "@/server/db/schema";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** The `cookie` header of a fresh session of `user`, as Auth.js writes it. */
export async function sessionCookie(user: Pick<User, "id" | "tokenVersion">): Promise<string> {
  const name = SESSION_COOKIE_NAMES[1];
  const sid = await createSessionRecord(user.id);
  const token = await encode({
    token: { sub: user.id, tv: user.tokenVersion, sid },
    secret: await authSecret(),
    salt: name,
  });
  return `${name}=${token}`;
}

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  params?: Record<string, string>;
}

/** Runs `handler` on a same-site JSON request to `path` in a request scope with `cookie`. */
export function callRoute<C>(
  handler: Handler<C>,
  path: string,
  { method = "GET", body, cookie, params = {} }: Call = {},
) {
  const url = `http://localhost${path}`;
  const headers = new Headers({ origin: "http://localhost", host: "localhost" });
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const cookies = new RequestCookies(headers);
  const work = { route: path, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  const unit = {
    type: "request",
    phase: "action",
    cookies,
    userspaceMutableCookies: cookies,
    mutableCookies: cookies,
    headers,
  };
  const context = { params: Promise.resolve(params) } as C;
  return workAsyncStorage.run(work as never, () =>
    workUnitAsyncStorage.run(unit as never, () => handler(request, context)),
  );
}
