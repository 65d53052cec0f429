"use client";
/**
 * Calendar files in and out: the private subscription link (.ics feed for Google, Apple or
 * Outlook) with Copy and Reset link (the old link stops working, so it asks first), and an .ics
 * upload whose events become fixed blocks.
 */
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Copy, RotateCcw, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { blocksReplaced } from "./block-cache";
import { useCalendarClient } from "./block-queries";

/** The server refuses larger files too; checking here saves uploading them. */
const MAX_ICS_BYTES = 2 * 1024 * 1024;

export function FeedPanel() {
  const t = useTranslations("calendar.files");
  const id = useId();
  const qc = useQueryClient();
  const client = useCalendarClient();
  const feed = useQuery({ queryKey: queryKeys.calendarFeed, queryFn: () => client.feed() });
  const reset = useMutation({
    mutationFn: () => client.resetFeed(),
    onSuccess: (answer) => {
      qc.setQueryData(queryKeys.calendarFeed, answer);
      toast.success(t("resetDone"));
    },
    onError: (error) => toast.error(t("resetFailed"), { description: errorMessage(error, "") || undefined }),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const upload = useMutation({
    mutationFn: (text: string) => client.importIcs(text),
    onSuccess: (answer) => {
      setResult({ ok: true, text: t("imported", { count: answer.imported, skipped: answer.skipped }) });
      blocksReplaced(qc);
    },
    onError: (error) => setResult({ ok: false, text: errorMessage(error, t("importFailed")) }),
  });

  async function onFile(file: File | undefined) {
    setResult(null);
    if (!file) return;
    if (file.size > MAX_ICS_BYTES) return setResult({ ok: false, text: t("tooLarge") });
    upload.mutate(await file.text());
    if (fileInput.current) fileInput.current.value = "";
  }

  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-6 rounded-lg border bg-card p-4 sm:p-6 md:grid-cols-2"
      data-testid="calendar-files"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold md:col-span-2">
        {t("title")}
      </h2>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-feed`}>{t("feedLabel")}</Label>
        <p id={`${id}-feed-hint`} className="text-sm text-muted-foreground">
          {t("feedHint")}
        </p>
        <Input
          id={`${id}-feed`}
          readOnly
          value={feed.data?.url ?? (feed.isError ? "" : t("loading"))}
          aria-describedby={`${id}-feed-hint`}
          className="font-mono text-xs"
          data-testid="feed-url"
          onFocus={(e) => e.target.select()}
        />
        {feed.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feed.error, t("feedFailed"))}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={copy} disabled={!feed.data}>
            <Copy aria-hidden />
            {t("copy")}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="outline" size="sm" disabled={!feed.data || reset.isPending}>
                <RotateCcw aria-hidden />
                {t("reset")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("resetTitle")}</AlertDialogTitle>
                <AlertDialogDescription>{t("resetDescription")}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
                <AlertDialogAction onClick={() => reset.mutate()}>{t("resetConfirm")}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-file`}>{t("importLabel")}</Label>
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          {t("importHint")}
        </p>
        <div className="flex items-center gap-2">
          <Upload aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".ics,text/calendar"
            aria-describedby={`${id}-file-hint`}
            disabled={upload.isPending}
            onChange={(e) => void onFile(e.target.files?.[0])}
            data-testid="ics-upload"
          />
        </div>
        <p
          role="status"
          className={result?.ok === false ? "text-sm text-destructive" : "text-sm"}
          data-testid="import-result"
        >
          {upload.isPending ? t("importing") : (result?.text ?? "")}
        </p>
      </div>
    </section>
  );
}
