"use client";
/**
 * Stripe sends a cancelled checkout back to /pricing?checkout=cancelled. The page is static, so
 * the query is read in the browser: one toast, and the parameter is removed from the address.
 * The public pages have no toast area of their own (it would cost every visitor the toast
 * library), so this one is loaded only when there is something to say.
 */
import { useEffect, useState, type ComponentType } from "react";

type ToastProps = { message: string; dir: "ltr" | "rtl" };

export function CheckoutCancelledNotice({ message, dir }: ToastProps) {
  const [Toast, setToast] = useState<ComponentType<ToastProps> | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("checkout") !== "cancelled") return;
    url.searchParams.delete("checkout");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    import("./checkout-cancelled-toast")
      .then((mod) => setToast(() => mod.default))
      .catch((err) => console.error("checkout notice failed", err));
  }, []);
  return Toast ? <Toast message={message} dir={dir} /> : null;
}
