"use client";
/**
 * The calendar's block queries and mutations. Queries are keyed by date range
 * (queryKeys.blocks.range); every mutation is optimistic across the shared block cache (every
 * cached range and the dashboard's cached plans, see block-cache.ts): it shows at once, and if the
 * server refuses, exactly that change is put back (edits made meanwhile stay) and the caller hears
 * why.
 */
import { useMemo, useRef } from "react";
import { useLocale } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toLocale } from "@/i18n/routing";
import { queryKeys } from "@/lib/query-keys";
import { checkOffSaved, findBlock, writeBlock, writeEdit } from "./block-cache";
import { createCalendarClient, type BlockPatch, type CalendarBlock, type NewBlock } from "./calendar-client";

export function useCalendarClient() {
  const locale = toLocale(useLocale());
  return useMemo(() => createCalendarClient(locale), [locale]);
}

export function useBlocks(from: string, to: string, enabled = true) {
  const client = useCalendarClient();
  const qc = useQueryClient();
  return useQuery({
    queryKey: queryKeys.blocks.range(from, to),
    queryFn: () => client.list(from, to),
    enabled,
    placeholderData: (previous) => previous,
    // Another tab may have changed the blocks: coming back to this one reads them again (unless an
    // edit of ours is on its way). Unchanged blocks keep their objects (structural sharing), so
    // the calendar redraws only what another tab changed.
    refetchOnWindowFocus: () => (qc.isMutating() === 0 ? "always" : false),
  });
}

interface PatchVars {
  block: CalendarBlock;
  patch: BlockPatch;
  /**
   * FullCalendar already shows this change (a drop or a resize): the cache takes it from the
   * server's answer instead of at once, so the week is not redrawn a second time while the request
   * is on its way (issue 23, item 6), and a refusal is put back by FullCalendar's own revert.
   */
  shown?: boolean;
}

type Sent = ReturnType<ReturnType<typeof createCalendarClient>["update"]>;
type UpdateVars = PatchVars & { sent?: Sent };

/**
 * A block edit. `mutate` sends the request at once, in the event that asked for it (a drop, a key),
 * before the optimistic write re-renders the calendar: TanStack runs onMutate and then the
 * mutation function a few microtasks later, after React has redrawn every event of the week, so a
 * drop's request left 200-500 ms after the pointer was released (issue 23, item 6).
 *
 * A drop goes one step further: FullCalendar reports it (eventDrop) only after a timer and a redraw
 * of every event, 100-250 ms after the release. `presend` sends the move the grid predicted at the
 * release itself (calendar-grid.tsx), touching no cache (FullCalendar is still mid-drag); the
 * `mutate` of that drop then adopts the request in flight instead of sending its own. A prediction
 * that the drop contradicts is followed by the right request, and one no drop claims (`settle`,
 * after FullCalendar has finished) makes the cache read the server again.
 */
export function useUpdateBlock() {
  const client = useCalendarClient();
  const qc = useQueryClient();
  const { mutate } = useUpdateBlockMutation();
  const early = useRef<{ id: string; key: string; sent: Sent } | null>(null);
  type Options = Parameters<typeof mutate>[1];
  // mutate is stable across renders (TanStack), so callers' callbacks over this stay stable too.
  return useMemo(
    () => ({
      mutate: (vars: PatchVars, options?: Options) => {
        const ahead = early.current?.id === vars.block.id ? early.current : null;
        if (ahead) early.current = null;
        const send = () => client.update(vars.block.id, vars.patch);
        // A prediction the drop contradicts: the right move goes after it, whatever it answered.
        const sent = !ahead
          ? send()
          : ahead.key === JSON.stringify(vars.patch)
            ? ahead.sent
            : ahead.sent.then(send, send);
        mutate({ ...vars, sent }, options);
      },
      presend: (block: CalendarBlock, patch: BlockPatch) => {
        if (Object.keys(patch).length === 0) return;
        const sent = client.update(block.id, patch);
        // Its failure is the adopting mutation's to report.
        sent.catch(() => undefined);
        early.current = { id: block.id, key: JSON.stringify(patch), sent };
      },
      settle: () => {
        const orphan = early.current;
        if (!orphan) return;
        early.current = null;
        void orphan.sent.finally(() => qc.invalidateQueries({ queryKey: queryKeys.blocks.all }));
      },
    }),
    [mutate, client, qc],
  );
}

function useUpdateBlockMutation() {
  const qc = useQueryClient();
  const client = useCalendarClient();
  return useMutation({
    mutationFn: ({ block, patch, sent }: UpdateVars) => sent ?? client.update(block.id, patch),
    onMutate: ({ block, patch, shown }: UpdateVars) => {
      // Not awaited: the request of a drop leaves at once (the refetch it stops is cancelled now).
      void qc.cancelQueries({ queryKey: queryKeys.blocks.all });
      const before = findBlock(qc, block.id) ?? block;
      if (!shown) writeBlock(qc, block.id, { ...before, ...patch });
      return { before };
    },
    onError: (_error, { block, patch, shown }, context) => {
      if (!context || shown) return;
      // Put back only the fields this edit changed; other edits made meanwhile stay.
      const current = findBlock(qc, block.id);
      const keys = [...Object.keys(patch), "fixed"] as (keyof CalendarBlock)[];
      const restored = Object.fromEntries(keys.map((k) => [k, context.before[k]]));
      writeBlock(qc, block.id, { ...(current ?? context.before), ...restored });
    },
    // The cache holds blocks and plans; the reward of a check-off is the caller's to show.
    onSuccess: (answer, { patch }) => {
      writeEdit(qc, answer);
      if (patch.done !== undefined) checkOffSaved(qc);
    },
  });
}

export function useCreateBlock() {
  const qc = useQueryClient();
  const client = useCalendarClient();
  return useMutation({
    mutationFn: (input: NewBlock) => client.create(input),
    onMutate: async (input: NewBlock) => {
      await qc.cancelQueries({ queryKey: queryKeys.blocks.all });
      const tempId = `pending-${crypto.randomUUID()}`;
      writeBlock(qc, tempId, {
        id: tempId,
        kind: "task",
        fixed: false,
        done: false,
        source: "manual",
        allDay: false,
        conflict: false,
        notes: "",
        ...input,
      });
      return { tempId };
    },
    onError: (_error, _input, context) => {
      if (context) writeBlock(qc, context.tempId, null);
    },
    onSuccess: (saved, _input, context) => {
      if (context) writeBlock(qc, context.tempId, null);
      writeBlock(qc, saved.id, saved);
    },
  });
}

export function useDeleteBlock() {
  const qc = useQueryClient();
  const client = useCalendarClient();
  return useMutation({
    mutationFn: (block: CalendarBlock) => client.remove(block.id),
    onMutate: async (block: CalendarBlock) => {
      await qc.cancelQueries({ queryKey: queryKeys.blocks.all });
      writeBlock(qc, block.id, null);
    },
    onError: (_error, block) => writeBlock(qc, block.id, block),
  });
}

export function useRestoreBlock() {
  const qc = useQueryClient();
  const client = useCalendarClient();
  return useMutation({
    mutationFn: (block: CalendarBlock) => client.restore(block.id),
    onMutate: async (block: CalendarBlock) => {
      await qc.cancelQueries({ queryKey: queryKeys.blocks.all });
      writeBlock(qc, block.id, block);
    },
    onError: (_error, block) => writeBlock(qc, block.id, null),
    onSuccess: (answer) => {
      if (answer) writeEdit(qc, answer);
      else void qc.invalidateQueries({ queryKey: queryKeys.blocks.all });
    },
  });
}
