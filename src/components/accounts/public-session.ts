"use client";
/**
 * The public pages are static: whether the visitor is signed in is asked in the browser
 * (GET /api/account/summary, one small request), and signing out posts Auth.js's form with its CSRF
 * token, so these pages need neither next-auth's client nor the messages provider.
 */
import { useEffect, useState } from "react";
import { apiJson } from "@/lib/api-client";

export interface PublicProfile {
  email: string;
  name: string | null;
  onboarded: boolean;
  premium: boolean;
  /** The role's home without a locale prefix (src/lib/home-path.ts). */
  home: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndDate: string | null;
}

/** undefined while asking, null when signed out. */
export function usePublicProfile(): PublicProfile | null | undefined {
  const [profile, setProfile] = useState<PublicProfile | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    apiJson<PublicProfile | null>("/api/account/summary")
      .catch(() => null)
      .then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, []);
  return profile;
}

export async function signOutFromPublicPage(home: string): Promise<void> {
  try {
    const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
    await fetch("/api/auth/signout", { method: "POST", body: new URLSearchParams({ csrfToken }), redirect: "manual" });
  } finally {
    window.location.assign(home);
  }
}
