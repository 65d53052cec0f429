"use client";
/**
 * Stripe sends a cancelled checkout back to /pricing?checkout=cancelled. The page is static, so
 * the query is read in the browser: one toast, and the parameter is removed from the address.
 */
import { useEffect } from "react";
import { toast } from "sonner";

export function CheckoutCancelledNotice({ message }: { message: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("checkout") !== "cancelled") return;
    toast(message);
    url.searchParams.delete("checkout");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [message]);
  return null;
}
