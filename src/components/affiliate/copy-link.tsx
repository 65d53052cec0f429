"use client";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

export function CopyLink({ link }: { link: string }) {
  const t = useTranslations("affiliate");
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code
        className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 text-sm"
        dir="ltr"
        data-testid="affiliate-link"
      >
        {link}
      </code>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          navigator.clipboard.writeText(link).then(
            () => toast.success(t("copied")),
            () => toast.error(t("copyFailed")),
          )
        }
      >
        {t("copy")}
      </Button>
    </div>
  );
}
