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
import type { CalendarBlockEdit } from "@/server/calendar/types";
import { checkOffSaved, writeBlock, writeDay, writePlanBlocks } from "@/components/calendar/block-cache";
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
   * The one block edit, the calendar's (PATCH or DELETE /api/calendar/blocks/{id}), then the day as
   * it now is (reasons and overlaps are the server's). The overlap toast names what this edit
   * added to the day's overlaps.
   */
  const saveBlock = useCallback(
    async (id: string, change: BlockPatch | null) => {
      const before = queryClient.getQueryData<PlanView | null>(planKey)?.warnings ?? [];
      let reward: CalendarBlockEdit["reward"];
      if (change) {
        const { reward: earned, ...saved } = await calendar.update(id, change);
        reward = earned;
        writeBlock(queryClient, saved.id, saved);
        if (change.done !== undefined) checkOffSaved(queryClient);
      } else {
        await calendar.remove(id);
        writeBlock(queryClient, id, null);
      }
      // The edit is saved: if the day cannot be read now, what the page shows stays as it is.
      const day = await client.plan(date).catch(() => null);
      return { plan: day, warnings: day ? day.warnings.filter((w) => !before.includes(w)) : [], reward };
    },
    [calendar, client, date, planKey, queryClient],
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

  /** Runs an optimistic edit: `apply` now, `undo` if the server refuses. */
  const edit = useCallback(
    async (
      apply: (p: PlanView) => PlanView,
      undo: (p: PlanView) => PlanView,
      send: () => Promise<{ plan: PlanView | null; warnings?: string[] } | "queued">,
    ) => {
      const startedIn = epoch.current;
      setPlan((p) => (p ? apply(p) : p));
      pendingEdits.current += 1;
      try {
        const answer = await send();
        pendingEdits.current -= 1;
        // Kept for when the connection returns (offline check-off): the optimistic change stays.
        if (answer === "queued") return true;
        // A day left without a plan (its last block deleted) stays on screen as it is, empty.
        if (epoch.current === startedIn && pendingEdits.current === 0 && answer.plan) {
          setPlan(answer.plan);
          daySaved(answer.plan);
        }
        if (answer.warnings?.length) toast.warning(t("toast.overlap", { details: answer.warnings.join("; ") }));
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
    [daySaved, queryClient, setPlan, t],
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
      return edit(
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...shown, fixed: b.fixed || change.start !== block.start })),
        (p) => patchBlock(p, block.id, (b) => ({ ...b, ...before })),
        () => saveBlock(block.id, send),
      );
    },
    [edit, saveBlock],
  );

  /** Brings a deleted block back exactly as it was (same id, times, done state). */
  const restore = useCallback(
    async (block: BlockView) => {
      const startedIn = epoch.current;
      try {
        const restored = await calendar.restore(block.id);
        if (epoch.current === startedIn)
          setPlan((p) =>
            p && !p.blocks.some((b) => b.id === block.id) ? { ...p, blocks: sortByTime([...p.blocks, block]) } : p,
          );
        toast.success(t("toast.restored", { title: block.title }));
        if (restored) writeBlock(queryClient, restored.id, restored);
        else writePlanBlocks(queryClient, date, [block]);
      } catch (error) {
        toast.error(t("toast.restoreFailed"), { description: errorMessage(error, "") || undefined });
      }
    },
    [calendar, date, queryClient, setPlan, t],
  );

  const remove = useCallback(
    async (block: BlockView) => {
      const saved = await edit(
        (p) => ({ ...p, blocks: p.blocks.filter((b) => b.id !== block.id) }),
        (p) => (p.blocks.some((b) => b.id === block.id) ? p : { ...p, blocks: sortByTime([...p.blocks, block]) }),
        () => saveBlock(block.id, null),
      );
      if (saved)
        toast.success(t("toast.deleted", { title: block.title }), {
          action: { label: t("toast.undo"), onClick: () => void restore(block) },
        });
    },
    [edit, restore, saveBlock, t],
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
