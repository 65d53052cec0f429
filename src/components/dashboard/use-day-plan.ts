"use client";
/**
 * The dashboard's plan, held in the app's query cache (queryKeys.plan.day, seeded by the page)
 * beside the calendar's blocks: whatever is saved here is written into both (block-cache.ts), so
 * the calendar shows it without asking again. Generating and re-planning wait for the server;
 * block edits are optimistic: the change shows at once, and if the server refuses it, exactly that
 * change is undone (other edits made meanwhile stay) and a toast says so. A deleted block can be
 * brought back from the toast's Undo (the calendar API's restore). Answers that arrive after the
 * plan was replaced, or while other edits are still on their way, do not overwrite newer state.
 */
import { useCallback, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toLocale } from "@/i18n/routing";
import type { BlockView, MovedBlock, PlanView } from "@/server/schedule/types";
import { createCalendarClient, type BlockPatch } from "@/components/calendar/calendar-client";
import type { CalendarBlockDay } from "@/server/calendar/types";
import { checkOffSaved, writeBlock, writeDay, writePlanBlocks } from "@/components/calendar/block-cache";
import { overlapsAnother, withBlockBack, withEdit, withoutBlock } from "@/components/calendar/day-edits";
import { useServerData } from "@/components/query-provider";
import { createScheduleClient } from "./schedule-client";
import { sortByTime } from "./plan-math";
import { celebrate, explainNoReward } from "@/components/rewards/celebrate";
import { currentUserId, isOffline, queueCheckOff } from "@/components/pwa/offline-queue";

type Busy = null | "generate" | "replan";

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
  const planKey = useMemo(() => queryKeys.plan.day(date), [date]);
  useServerData(planKey, initialPlan);
  const { data: plan = null } = useQuery({ queryKey: planKey, queryFn: () => client.plan(date) });
  const setPlan = useCallback(
    (next: PlanView | null | ((p: PlanView | null) => PlanView | null)) =>
      queryClient.setQueryData<PlanView | null>(planKey, (p) => (typeof next === "function" ? next(p ?? null) : next)),
    [planKey, queryClient],
  );
  /** The day as the server saved it, into the calendar's cached ranges too. */
  const daySaved = useCallback((saved: PlanView) => writeDay(queryClient, saved), [queryClient]);
  const calendar = useMemo(() => createCalendarClient(locale), [locale]);

  /**
   * The one block edit, the calendar's (PATCH /api/calendar/blocks/{id}): its answer carries the
   * block's reason and its day's overlaps and warnings, so the day is not read again. The saved
   * block goes into the calendar's cached ranges at once.
   */
  const saveBlock = useCallback(
    async (id: string, change: BlockPatch) => {
      const answer = await calendar.update(id, change);
      writeBlock(queryClient, answer.block.id, answer.block);
      if (change.done !== undefined) checkOffSaved(queryClient);
      return answer;
    },
    [calendar, queryClient],
  );
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
        daySaved(next);
        setMoved(replan ? (next.moved ?? []) : null);
        return { ok: true, plan: next };
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        const message = errorMessage(error, t("toast.generateFailed"));
        if (status !== 400 && status !== 413) toast.error(message);
        return { ok: false, status, message };
      } finally {
        setBusy(null);
      }
    },
    [client, date, daySaved, setPlan, t],
  );

  /**
   * Runs an optimistic edit: `apply` now, `undo` if the server refuses. The answer (none for a
   * delete) puts in the block's reason and, when no other edit is on its way, the day's overlaps.
   */
  const edit = useCallback(
    async (
      apply: (p: PlanView) => PlanView,
      undo: (p: PlanView) => PlanView,
      send: () => Promise<CalendarBlockDay | null | "queued">,
    ) => {
      const startedIn = epoch.current;
      setPlan((p) => (p ? apply(p) : p));
      pendingEdits.current += 1;
      try {
        const answer = await send();
        pendingEdits.current -= 1;
        // Kept for when the connection returns (offline check-off): the optimistic change stays.
        if (answer === "queued" || answer === null) return true;
        if (epoch.current === startedIn) setPlan((p) => (p ? withEdit(p, answer, pendingEdits.current > 0) : p));
        return true;
      } catch (error) {
        pendingEdits.current -= 1;
        if (epoch.current === startedIn) setPlan((p) => (p ? undo(p) : p));
        // An earlier edit may have been saved without being written to the calendar's ranges.
        if (pendingEdits.current === 0)
          void queryClient.invalidateQueries({ queryKey: queryKeys.blocks.all, refetchType: "none" });
        toast.error(t("toast.saveFailed"), { description: errorMessage(error, "") || undefined });
        return false;
      }
    },
    [queryClient, setPlan, t],
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
          return saveBlock(block.id, { done }).then((answer) => {
            celebrate(answer.reward, (p) => t("toast.earned", { xp: p.xp, coins: p.coins }));
            explainNoReward(answer.reward, (key) => tCommon(key as never));
            return answer;
          });
        },
      ),
    [date, edit, saveBlock, t, tCommon],
  );

  /** Times, and a new title or note, through the one block edit (see src/server/calendar/update-block.ts). */
  const retime = useCallback(
    (block: BlockView, change: Required<Pick<BlockPatch, "start" | "end">> & Pick<BlockPatch, "title" | "notes">) => {
      const before = { start: block.start, end: block.end, fixed: block.fixed, title: block.title };
      const send: BlockPatch = {};
      if (change.start !== block.start) send.start = change.start;
      if (change.end !== block.end) send.end = change.end;
      if (change.title !== undefined && change.title !== block.title) send.title = change.title;
      if (change.notes !== undefined) send.notes = change.notes;
      if (Object.keys(send).length === 0) return Promise.resolve();
      const shown = { start: change.start, end: change.end, title: send.title ?? block.title };
      const retimed = send.start !== undefined || send.end !== undefined;
      return edit(
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...shown, fixed: b.fixed || change.start !== block.start })),
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...before })),
        () =>
          saveBlock(block.id, send).then((answer) => {
            // Overlaps are the user's choice: a new time that makes one is saved; the toast lists the day's.
            if (retimed && overlapsAnother(answer, block.id))
              toast.warning(t("toast.overlap", { details: answer.day.overlaps.map((o) => o.text).join("; ") }));
            return answer;
          }),
      );
    },
    [edit, saveBlock, t],
  );

  /** Brings a deleted block back exactly as it was (same id, times, done state). */
  const restore = useCallback(
    async (block: BlockView) => {
      const startedIn = epoch.current;
      try {
        const restored = await calendar.restore(block.id);
        if (epoch.current === startedIn)
          setPlan((p) => {
            const back =
              p && !p.blocks.some((b) => b.id === block.id) ? { ...p, blocks: sortByTime([...p.blocks, block]) } : p;
            return back && restored ? withEdit(back, restored, pendingEdits.current > 0) : back;
          });
        toast.success(t("toast.restored", { title: block.title }));
        if (restored) writeBlock(queryClient, restored.block.id, restored.block);
        else writePlanBlocks(queryClient, date, [block]);
      } catch (error) {
        toast.error(t("toast.restoreFailed"), { description: errorMessage(error, "") || undefined });
      }
    },
    [calendar, date, queryClient, setPlan, t],
  );

  const remove = useCallback(
    async (block: BlockView) => {
      let before: PlanView | null = null;
      const saved = await edit(
        (p) => {
          before = p;
          return withoutBlock(p, block.id);
        },
        (p) => withBlockBack(p, block, before),
        async () => {
          await calendar.remove(block.id);
          writeBlock(queryClient, block.id, null);
          return null;
        },
      );
      if (saved)
        toast.success(t("toast.deleted", { title: block.title }), {
          action: { label: t("toast.undo"), onClick: () => void restore(block) },
        });
    },
    [calendar, edit, queryClient, restore, t],
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
          overlaps: [],
          updatedAt: new Date().toISOString(),
        };
        return { ...base, blocks: sortByTime([...base.blocks.filter((b) => !ids.has(b.id)), ...added]) };
      });
      writePlanBlocks(queryClient, date, added);
    },
    [date, queryClient, setPlan],
  );

  /** Shows a plan the server answered after another edit of the day (the interpretation panel). */
  const replacePlan = useCallback(
    (next: PlanView) => {
      epoch.current += 1;
      setPlan(next);
      daySaved(next);
    },
    [daySaved, setPlan],
  );

  return { plan, moved, busy, generate, setDone, retime, remove, addBlocks, replacePlan };
}
