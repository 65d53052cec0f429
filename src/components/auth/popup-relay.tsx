"use client";
import { useEffect } from "react";
import { signIn } from "next-auth/react";
import { OAUTH_MESSAGE } from "./oauth-flow";

export function PopupRelay({
  provider,
  done,
  error,
  working,
  finished,
}: {
  provider: "google" | "apple";
  done: boolean;
  error?: string;
  working: string;
  finished: string;
}) {
  useEffect(() => {
    if (done || error) {
      window.opener?.postMessage({ type: OAUTH_MESSAGE, ok: done && !error, error }, window.location.origin);
      window.close();
      return;
    }
    void signIn(provider, { redirectTo: `${window.location.pathname}?done=1` });
  }, [provider, done, error]);
  return <p role="status">{done || error ? finished : working}</p>;
}
