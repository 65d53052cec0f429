/**
 * Google/Apple sign-in in the browser (spec sections 4 and 9): a 500x600 popup first; a full-page
 * redirect when the popup is blocked, closed or cancelled, or on a mobile device. On a
 * development-preview host only the popup is used, with no fallback. A newer popup flow cancels an
 * older one. A closed popup is declared cancelled after 8 s without a result.
 */
import { signIn } from "next-auth/react";
import { POPUP_CANCEL_DETECTION_MS, POPUP_HEIGHT, POPUP_WIDTH } from "@/lib/constants";
import { STORAGE_KEYS } from "@/lib/storage-keys";

export type OAuthProvider = "google" | "apple";
type OAuthResult =
  | { status: "signed-in" }
  | { status: "redirecting" }
  | { status: "error"; code: "popup-blocked" | "popup-closed" | "superseded" | string };

export const OAUTH_MESSAGE = "rhythm:oauth";
const POLL_MS = 1000;

let currentFlow: { id: number; popup: Window | null; finish: (r: OAuthResult) => void } | undefined;
let nextId = 1;

function isMobileDevice(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

function redirectSignIn(provider: OAuthProvider, callbackUrl: string): OAuthResult {
  localStorage.setItem(STORAGE_KEYS.pendingGoogleAuth, provider);
  localStorage.setItem(STORAGE_KEYS.pendingGoogleAuthAt, String(Date.now()));
  void signIn(provider, { redirectTo: callbackUrl });
  return { status: "redirecting" };
}

export function clearPendingRedirect(): void {
  localStorage.removeItem(STORAGE_KEYS.pendingGoogleAuth);
  localStorage.removeItem(STORAGE_KEYS.pendingGoogleAuthAt);
}

function openPopup(url: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    url,
    "rhythm-oauth",
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

function runPopup(provider: OAuthProvider, popupPath: string): Promise<OAuthResult> {
  if (currentFlow) {
    currentFlow.finish({ status: "error", code: "superseded" });
    currentFlow.popup?.close();
  }
  const id = nextId++;
  return new Promise<OAuthResult>((resolve) => {
    let done = false;
    let closedAt: number | undefined;
    // Held in an object: finish() may run before the interval exists (a blocked popup).
    const poll: { timer?: ReturnType<typeof setInterval> } = {};
    const finish = (r: OAuthResult) => {
      if (done) return;
      done = true;
      window.removeEventListener("message", onMessage);
      if (poll.timer) clearInterval(poll.timer);
      if (currentFlow?.id === id) currentFlow = undefined;
      resolve(r);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; ok?: boolean; error?: string } | null;
      if (data?.type !== OAUTH_MESSAGE) return;
      finish(data.ok ? { status: "signed-in" } : { status: "error", code: data.error ?? "unknown" });
    };
    const popup = openPopup(`${popupPath}?provider=${provider}`);
    currentFlow = { id, popup, finish };
    if (!popup) {
      finish({ status: "error", code: "popup-blocked" });
      return;
    }
    window.addEventListener("message", onMessage);
    poll.timer = setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      // The result may still be on its way after the window closed; give it 8 s.
      if (Date.now() - closedAt >= POPUP_CANCEL_DETECTION_MS) finish({ status: "error", code: "popup-closed" });
    }, POLL_MS);
  });
}

export async function startOAuthSignIn(opts: {
  provider: OAuthProvider;
  callbackUrl: string;
  previewHost: boolean;
  /** The localized path of /auth/popup. */
  popupPath: string;
}): Promise<OAuthResult> {
  if (!opts.previewHost && isMobileDevice()) return redirectSignIn(opts.provider, opts.callbackUrl);
  const result = await runPopup(opts.provider, opts.popupPath);
  if (
    result.status === "error" &&
    !opts.previewHost &&
    (result.code === "popup-blocked" || result.code === "popup-closed")
  ) {
    return redirectSignIn(opts.provider, opts.callbackUrl);
  }
  return result;
}
