"use client";
/**
 * The prerendered pages' answer to a session that ended after the proxy let the page through: their
 * data request gets a 401, and the page goes to sign in (and back here afterwards), as a server
 * guard would have sent it.
 */
import { useEffect } from "react";
import { ApiError } from "@/lib/api-client";
import { useRouter } from "@/i18n/navigation";

export function useSignInWhenSignedOut(error: unknown) {
  const router = useRouter();
  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    const back = window.location.pathname + window.location.search;
    router.replace(`/auth?callbackUrl=${encodeURIComponent(back)}`);
  }, [error, router]);
}
