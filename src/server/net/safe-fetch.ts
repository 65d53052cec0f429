import "server-only";
/**
 * Fetching an address a user typed (calendar subscriptions, push endpoints) without letting it
 * reach the server's own network (SSRF). Only http(s); webcal:// means https://. The host name is
 * resolved by our own `lookup` on the socket, so the address checked is the address connected to
 * (a DNS answer that changes between a check and the connection, "rebinding", cannot slip past);
 * an IP literal is checked before connecting. Redirects are followed by hand, each one checked
 * again. Limits: bytes, total time, redirects.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { blockedReason, type BlockedReason } from "./blocked-address";

export type FetchProblem =
  | "badUrl"
  | "badScheme"
  | "credentials"
  | BlockedReason
  | "dnsFailed"
  | "connectFailed"
  | "timeout"
  | "tooLarge"
  | "tooManyRedirects";

export class FetchRefused extends Error {
  constructor(
    public readonly problem: FetchProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

/** Problems with the address itself (the user's to fix), as opposed to the host being down. */
export const ADDRESS_PROBLEMS: ReadonlySet<FetchProblem> = new Set([
  "badUrl",
  "badScheme",
  "credentials",
  "loopback",
  "private",
  "linkLocal",
  "metadata",
  "reserved",
]);

/** The URL as it will be fetched: webcal:// becomes https://; anything but http(s) is refused. */
export function normalizeFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefused("badUrl");
  }
  if (url.protocol === "webcal:" || url.protocol === "webcals:")
    url = new URL(`https:${url.href.slice(url.protocol.length)}`);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new FetchRefused("badScheme");
  if (url.username || url.password) throw new FetchRefused("credentials");
  if (!url.hostname) throw new FetchRefused("badUrl");
  url.hash = "";
  return url;
}

type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

interface SafeFetchOptions {
  allowPrivate?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: Buffer;
  /** Tests: answer DNS questions (a name "resolving" to a private address). */
  resolve?: Resolve;
}

interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  url: URL;
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/** Checks an IP literal host before any connection is made. */
export function assertAllowedHost(url: URL, allowPrivate: boolean): void {
  const host = bareHost(url.hostname);
  if (isIP(host)) {
    const reason = blockedReason(host, allowPrivate);
    if (reason) throw new FetchRefused(reason, host);
  }
}

function checkedLookup(resolve: Resolve, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((answers) => {
        if (answers.length === 0) throw new FetchRefused("dnsFailed", hostname);
        // Every answer must be allowed: a name answering one public and one private address is refused.
        for (const a of answers) {
          const reason = blockedReason(a.address, allowPrivate);
          if (reason) throw new FetchRefused(reason, `${hostname} -> ${a.address}`);
        }
        if (options.all) callback(null, answers);
        else callback(null, answers[0].address, answers[0].family);
      })
      .catch((err: unknown) => {
        const e = err instanceof FetchRefused ? err : new FetchRefused("dnsFailed", hostname);
        callback(e as NodeJS.ErrnoException, "", 0);
      });
  };
}

function requestOnce(
  url: URL,
  opts: Required<Pick<SafeFetchOptions, "allowPrivate" | "maxBytes">> & SafeFetchOptions,
  deadline: number,
) {
  assertAllowedHost(url, opts.allowPrivate);
  const lib = url.protocol === "https:" ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FetchRefused("timeout"));
    const req = lib.request(
      url,
      {
        method: opts.method ?? "GET",
        headers: { "user-agent": "Rhythm calendar (+https://rhythm.app)", ...opts.headers },
        lookup: checkedLookup(opts.resolve ?? systemResolve, opts.allowPrivate),
        agent: false,
        timeout: remaining,
      },
      (res) => {
        const declared = Number(res.headers["content-length"] ?? "");
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          return reject(new FetchRefused("tooLarge"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new FetchRefused("tooLarge"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url }),
        );
        res.on("error", () => reject(new FetchRefused("connectFailed")));
      },
    );
    const timer = setTimeout(() => req.destroy(new FetchRefused("timeout")), remaining);
    req.on("timeout", () => req.destroy(new FetchRefused("timeout")));
    req.on("error", (err) =>
      reject(err instanceof FetchRefused ? err : new FetchRefused("connectFailed", err.message)),
    );
    req.on("close", () => clearTimeout(timer));
    req.end(opts.body);
  });
}

/** Fetches `raw` within the limits; redirects (at most `maxRedirects`) are each checked again. */
export async function safeFetch(raw: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const opts = { allowPrivate: false, maxBytes: 2 * 1024 * 1024, ...options };
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const maxRedirects = options.maxRedirects ?? 5;
  let url = typeof raw === "string" ? normalizeFetchUrl(raw) : raw;
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, opts, deadline);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || res.status === 304 || !location) return res;
    if (hop >= maxRedirects) throw new FetchRefused("tooManyRedirects");
    url = normalizeFetchUrl(new URL(location, url).href);
  }
}
