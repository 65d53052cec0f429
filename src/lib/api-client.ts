/**
 * The client's HTTP helpers (spec sections 7 and 8). Requests carry the session cookie (the
 * browser's equivalent of the spec's bearer token). Any non-OK answer throws
 * "{status}: {response text or status text}"; the query fetcher can return null on 401 instead.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** The server's `{ error }` text when there is one. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      if (typeof parsed.error === "string") return parsed.error;
    } catch {
      /* not JSON */
    }
    return this.body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "same-origin",
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "same-origin" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Client query defaults of spec section 9: no retry, no refetch on focus or interval, never stale. */
export const QUERY_DEFAULTS = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
  mutations: { retry: false },
} as const;
