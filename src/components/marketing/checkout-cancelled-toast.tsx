"use client";
/** The toast area of the public pages with its one message (see checkout-cancelled-notice.tsx). */
import { useEffect } from "react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";

export default function CheckoutCancelledToast({ message, dir }: { message: string; dir: "ltr" | "rtl" }) {
  useEffect(() => {
    toast(message, { id: "checkout-cancelled" });
  }, [message]);
  return <Toaster dir={dir} />;
}
