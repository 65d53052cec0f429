"use client";
/**
 * The dashboard's plan state. Generating and re-planning wait for the server; block edits are
 * optimistic: the change shows at once, and if the server refuses it, exactly that change is
 * undone (other edits made meanwhile stay) and a toast says so. A deleted block can be brought
 * back from the toast's Undo (the calendar API's restore). Answers that arrive after the plan
 * was replaced, or while other edits are still on their way, do not overwrite newer state.
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { toLocale } from "@/i18n/routing";
import type { BlockView, MovedBlock, PlanView } from "@/server/schedule/types";
import { createCalendarClient } from "@/components/calendar/calendar-client";
import { BLOCKS_KEY } from "@/components/calendar/block-queries";
import { createScheduleClient, type BlockChange } from "./schedule-client";
import { sortByTime } from "./plan-math";
import { celebrate, explainNoReward } from "@/components/rewards/celebrate";
import { currentUserId, isOffline, queueCheckOff } from "@/components/pwa/offline-queue";

type Busy = null | "generate" | "replan";

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const text = error.userMessage;
    if (text && text.length < 300 && !text.trimStart().startsWith("<")) return text;
  }
  return fallback;
}

const patchBlock = (plan: PlanView, id: string, fn: (b: BlockView) => BlockView): PlanView => ({
  ...plan,
  blocks: sortByTime(plan.blocks.map((b) => (b.id === id ? fn(b) : b))),
});

export function useDayPlan(date: string, initialPlan: PlanView | null) {
  const locale = toLocale(useLocale());
  const t = useTranslations("dashboard");
  const tCommon = useTranslations("common");
  const client = useMemo(() => createScheduleClient(locale), [locale]);
  const queryClient = useQueryClient();
  // The calendar's block queries (shared cache, never stale on their own): anything saved here
  // marks them out of date, so the calendar shows this change the next time it is opened.
  const blocksChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [BLOCKS_KEY] }),
    [queryClient],
  );
  const [plan, setPlan] = useState<PlanView | null>(initialPlan);
  const [moved, setMoved] = useState<MovedBlock[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // Bumped whenever the whole plan is replaced: late answers to edits of an older plan are ignored.
  const epoch = useRef(0);
  const pendingEdits = useRef(0);

  const generate = useCallback(
    async (
      description: string,
      replan = false,
    ): Promise<{ ok: true; plan: PlanView } | { ok: false; status: number; message: string }> => {
      setBusy(replan ? "replan" : "generate");
      try {
        const next = await client.generate(date, description, replan);
        epoch.current += 1;
        setPlan(next);
        blocksChanged();
        setMoved(replan ? (next.moved ?? []) : null);
        return { ok: true, plan: next };
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        const message = messageOf(error, t("toast.generateFailed"));
        if (status !== 400 && status !== 413) toast.error(message);
        return { ok: false, status, message };
      } finally {
        setBusy(null);
      }
    },
    [blocksChanged, client, date, t],
  );

  /** Runs an optimistic edit: `apply` now, `undo` if the server refuses. */
  const edit = useCallback(
    async (
      apply: (p: PlanView) => PlanView,
      undo: (p: PlanView) => PlanView,
      send: () => Promise<{ plan: PlanView; warnings?: string[] } | "queued">,
    ) => {
      const startedIn = epoch.current;
      setPlan((p) => (p ? apply(p) : p));
      pendingEdits.current += 1;
      try {
        const answer = await send();
        pendingEdits.current -= 1;
        // Kept for when the connection returns (offline check-off): the optimistic change stays.
        if (answer === "queued") return true;
        if (epoch.current === startedIn && pendingEdits.current === 0) setPlan(answer.plan);
        if (answer.warnings?.length) toast.warning(t("toast.overlap", { details: answer.warnings.join("; ") }));
        blocksChanged();
        return true;
      } catch (error) {
        pendingEdits.current -= 1;
        if (epoch.current === startedIn) setPlan((p) => (p ? undo(p) : p));
        toast.error(t("toast.saveFailed"), { description: messageOf(error, "") || undefined });
        return false;
      }
    },
    [blocksChanged, t],
  );

  const setDone = useCallback(
    (block: BlockView, done: boolean) =>
      edit(
        (p) => patchBlock(p, block.id, (b) => ({ ...b, done })),
        (p) => patchBlock(p, block.id, (b) => ({ ...b, done: !done })),
        () => {
          const userId = currentUserId();
          if (userId && isOffline()) {
            queueCheckOff(userId, {
              blockId: block.id,
              date,
              title: block.title,
              start: block.start,
              end: block.end,
              done,
            });
            return Promise.resolve("queued" as const);
          }
          return client.updateBlock(date, block.id, { done }).then((answer) => {
            celebrate(answer.reward, (p) => t("toast.earned", { xp: p.xp, coins: p.coins }));
            explainNoReward(answer.reward, (key) => tCommon(key as never));
            return answer;
          });
        },
      ),
    [client, date, edit, t, tCommon],
  );

  /** Times, and a new title or note, through the one block edit (see src/server/calendar/update-block.ts). */
  const retime = useCallback(
    (block: BlockView, change: Required<Pick<BlockChange, "start" | "end">> & Pick<BlockChange, "title" | "notes">) => {
      const before = { start: block.start, end: block.end, fixed: block.fixed, title: block.title };
      const send: BlockChange = {};
      if (change.start !== block.start) send.start = change.start;
      if (change.end !== block.end) send.end = change.end;
      if (change.title !== undefined && change.title !== block.title) send.title = change.title;
      if (change.notes !== undefined) send.notes = change.notes;
      if (Object.keys(send).length === 0) return Promise.resolve();
      const shown = { start: change.start, end: change.end, title: send.title ?? block.title };
      return edit(
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...shown, fixed: b.fixed || change.start !== block.start })),
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...before })),
        () => client.updateBlock(date, block.id, send),
      );
    },
    [client, date, edit],
  );

  const calendar = useMemo(() => createCalendarClient(locale), [locale]);

  /** Brings a deleted block back exactly as it was (same id, times, done state). */
  const restore = useCallback(
    async (block: BlockView) => {
      const startedIn = epoch.current;
      try {
        await calendar.restore(block.id);
        if (epoch.current === startedIn)
          setPlan((p) =>
            p && !p.blocks.some((b) => b.id === block.id) ? { ...p, blocks: sortByTime([...p.blocks, block]) } : p,
          );
        toast.success(t("toast.restored", { title: block.title }));
        blocksChanged();
      } catch (error) {
        toast.error(t("toast.restoreFailed"), { description: messageOf(error, "") || undefined });
      }
    },
    [blocksChanged, calendar, t],
  );

  const remove = useCallback(
    async (block: BlockView) => {
      const saved = await edit(
        (p) => ({ ...p, blocks: p.blocks.filter((b) => b.id !== block.id) }),
        (p) => (p.blocks.some((b) => b.id === block.id) ? p : { ...p, blocks: sortByTime([...p.blocks, block]) }),
        () => client.deleteBlock(date, block.id),
      );
      if (saved)
        toast.success(t("toast.deleted", { title: block.title }), {
          action: { label: t("toast.undo"), onClick: () => void restore(block) },
        });
    },
    [client, date, edit, restore, t],
  );

  /** Shows blocks saved by quick add or carry over (the rest of the day did not change). */
  const addBlocks = useCallback(
    (added: BlockView[]) => {
      if (added.length === 0) return;
      const ids = new Set(added.map((b) => b.id));
      setPlan((p) => {
        const base: PlanView = p ?? {
          date,
          description: "",
          engine: "rules",
          blocks: [],
          unscheduled: [],
          warnings: [],
          updatedAt: new Date().toISOString(),
        };
        return { ...base, blocks: sortByTime([...base.blocks.filter((b) => !ids.has(b.id)), ...added]) };
      });
      blocksChanged();
    },
    [blocksChanged, date],
  );

  /** Shows a plan the server answered after another edit of the day (the interpretation panel). */
  const replacePlan = useCallback(
    (next: PlanView) => {
      epoch.current += 1;
      setPlan(next);
      blocksChanged();
    },
    [blocksChanged],
  );

  return { plan, moved, busy, generate, setDone, retime, remove, addBlocks, replacePlan };
}
