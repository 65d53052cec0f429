"use client";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { grantFreeYearAction } from "@/server/admin/actions";

export function GrantFreeYearButton({ userId }: { userId: string }) {
  const t = useTranslations("admin");
  const [pending, start] = useTransition();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await grantFreeYearAction({ userId });
          if (result.ok) toast.success(t("granted"));
          else toast.error(result.error);
        })
      }
    >
      {t("grantFreeYear")}
    </Button>
  );
}
