"use client";
/**
 * What the calendar does with a block, and what each change says: a save offers Undo back to
 * exactly the block as it was, a delete offers Undo that restores it, a failure shows the server's
 * reason (and puts a dragged block back). Every outcome is also spoken through `say`.
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useClockTime } from "@/components/app-shell/clock-format";
import { explainNoReward, noRewardKey } from "@/components/rewards/celebrate";
import type { Locale } from "@/i18n/routing";
import { useCreateBlock, useDeleteBlock, useRestoreBlock, useUpdateBlock } from "./block-queries";
import type { BlockFormValues } from "./block-dialog";
import { errorMessage } from "@/lib/api-client";
import type { BlockPatch, CalendarBlock } from "./calendar-client";

const MOVE_FIELDS = ["date", "start", "end", "title", "notes", "done", "kind"] as const;

/** The fields of `next` that differ from `block`. */
export function diff(block: CalendarBlock, next: Partial<BlockFormValues>): BlockPatch {
  const patch: BlockPatch = {};
  for (const k of MOVE_FIELDS) {
    if (next[k] !== undefined && next[k] !== block[k]) (patch as Record<string, unknown>)[k] = next[k];
  }
  return patch;
}

export function useBlockActions(locale: Locale, say: (text: string) => void) {
  const t = useTranslations("calendar");
  const tCommon = useTranslations("common");
  const clock = useClockTime();
  const update = useUpdateBlock();
  const create = useCreateBlock();
  const remove = useDeleteBlock();
  const restore = useRestoreBlock();

  /** Saves a change now; success offers Undo back to exactly the block as it was. */
  const change = useCallback(
    (block: CalendarBlock, patch: BlockPatch, message: string, revert?: () => void) => {
      if (Object.keys(patch).length === 0) return;
      update.mutate(
        // `revert`: FullCalendar shows the change already (a drop) and puts it back itself.
        { block, patch, shown: revert !== undefined },
        {
          onSuccess: ({ block: saved, reward }) => {
            say(message);
            // A check-off that earned nothing says why (a day too far back, the daily cap, ...).
            const why = noRewardKey(reward);
            if (why) say(`${message} ${tCommon(why as never)}`);
            explainNoReward(reward, (key) => tCommon(key as never));
            const back: BlockPatch = {
              ...diff(saved, block),
              ...(saved.fixed !== block.fixed ? { fixed: block.fixed } : {}),
            };
            toast.success(message, {
              action: {
                label: t("undo"),
                onClick: () =>
                  update.mutate(
                    { block: saved, patch: back },
                    {
                      onSuccess: () => say(t("toast.undone")),
                      onError: (error) =>
                        toast.error(t("toast.undoFailed"), { description: errorMessage(error, t("toast.tryAgain")) }),
                    },
                  ),
              },
            });
          },
          onError: (error) => {
            revert?.();
            const reason = errorMessage(error, t("toast.tryAgain"));
            say(`${t("toast.saveFailed")} ${reason}`);
            toast.error(t("toast.saveFailed"), { description: reason });
          },
        },
      );
    },
    [say, t, tCommon, update],
  );

  const describeMove = (block: CalendarBlock, next: { date: string; start: string; end: string }) =>
    t("toast.moved", {
      title: block.title,
      date: formatDay(next.date, locale),
      start: clock(next.start),
      end: clock(next.end),
    });

  const deleteBlock = useCallback(
    (block: CalendarBlock) => {
      remove.mutate(block, {
        onSuccess: () => {
          const message = t("toast.deleted", { title: block.title });
          say(message);
          toast.success(message, {
            action: {
              label: t("undo"),
              onClick: () =>
                restore.mutate(block, {
                  onSuccess: () => say(t("toast.restored", { title: block.title })),
                  onError: (error) =>
                    toast.error(t("toast.undoFailed"), { description: errorMessage(error, t("toast.tryAgain")) }),
                }),
            },
          });
        },
        onError: (error) =>
          toast.error(t("toast.deleteFailed"), { description: errorMessage(error, t("toast.tryAgain")) }),
      });
    },
    [remove, restore, say, t],
  );

  function createBlock(values: BlockFormValues) {
    create.mutate(
      {
        title: values.title,
        kind: values.kind,
        date: values.date,
        start: values.start,
        end: values.end,
        ...(values.notes ? { notes: values.notes } : {}),
      },
      {
        onSuccess: (saved) => {
          const message = t("toast.created", { title: saved.title });
          say(message);
          toast.success(message);
        },
        onError: (error) =>
          toast.error(t("toast.createFailed"), { description: errorMessage(error, t("toast.tryAgain")) }),
      },
    );
  }

  /** A drop's move, sent at the pointer's release; the drop's `change` adopts it (block-queries.ts). */
  const presendMove = useCallback(
    (block: CalendarBlock, next: { date: string; start: string; end: string }) =>
      update.presend(block, diff(block, next)),
    [update],
  );

  return { change, describeMove, deleteBlock, createBlock, presendMove, settleMove: update.settle };
}

function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
