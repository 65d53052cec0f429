"use client";
/**
 * The interpretation panel's data: what the planner understood of the day (a TanStack query, read
 * only while the panel is open, keyed by the plan's version so a new plan or re-plan reads it
 * again) and its edits. An edit waits for the server, which answers the re-placed plan and the new
 * interpretation; both are shown at once. Dropping offers Undo (bring it back); what moved to make
 * room, what no longer fits and new overlaps are told in toasts.
 */
import { useCallback, useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toLocale } from "@/i18n/routing";
import type { InterpretationEditInput } from "@/server/schedule/interpretation-schemas";
import type { InterpretationEditResponse, InterpretationView } from "@/server/schedule/interpretation-types";
import type { PlanView } from "@/server/schedule/types";
import { createScheduleClient } from "./schedule-client";

const keyOf = queryKeys.interpretation;

export type InterpretationChange = InterpretationEditInput["edit"];

interface EditVariables {
  taskId: string;
  title: string;
  edit: InterpretationChange;
}

export function useInterpretation(
  date: string,
  /** The plan's updatedAt: a new version of the plan is read again. */
  version: string,
  open: boolean,
  onPlan: (plan: PlanView) => void,
  /** Tells screen-reader users what happened (a polite live region). */
  announce: (text: string) => void,
) {
  const t = useTranslations("interpretation");
  const tDash = useTranslations("dashboard.toast");
  const locale = toLocale(useLocale());
  const client = useMemo(() => createScheduleClient(locale), [locale]);
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: keyOf(date, version),
    queryFn: async (): Promise<InterpretationView | null> => (await client.interpretation(date)).interpretation,
    enabled: open,
    // While a new version loads, the same day's last answer stays on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === date ? previous : undefined),
  });

  const mutation = useMutation({
    mutationFn: ({ taskId, edit }: EditVariables) => client.editInterpretation(date, taskId, edit),
    onSuccess: (answer: InterpretationEditResponse, vars) => {
      queryClient.setQueryData(keyOf(date, answer.plan.updatedAt), answer.interpretation);
      onPlan(answer.plan);
      report(answer, vars);
    },
    onError: (error) => {
      const text = error instanceof ApiError && error.status < 500 ? errorMessage(error, "") : "";
      toast.error(t("failed"), { description: text || undefined });
    },
  });
  const { mutate } = mutation;

  const edit = useCallback(
    (taskId: string, title: string, change: InterpretationChange) => mutate({ taskId, title, edit: change }),
    [mutate],
  );

  function report(answer: InterpretationEditResponse, { taskId, title, edit: change }: EditVariables) {
    if (change.op === "drop") {
      announce(t("droppedToast", { title }));
      toast.success(t("droppedToast", { title }), {
        action: { label: tDash("undo"), onClick: () => edit(taskId, title, { op: "restore" }) },
      });
    } else {
      announce(change.op === "restore" ? t("restoredToast", { title }) : t("updated", { title }));
      if (change.op === "restore") toast.success(t("restoredToast", { title }));
    }
    if (answer.moved.length > 0) toast.info(t("moved", { count: answer.moved.length }));
    if (change.op !== "drop" && answer.plan.unscheduled.some((u) => u.taskId === taskId))
      toast.warning(t("notFitting", { title }));
    if (answer.warnings.length > 0) toast.warning(tDash("overlap", { details: answer.warnings.join("; ") }));
  }

  return {
    interpretation: query.data ?? null,
    loading: query.isPending && open,
    failed: query.isError,
    retry: () => void query.refetch(),
    edit,
    /** The item being saved, if any. */
    savingTask: mutation.isPending ? mutation.variables?.taskId : undefined,
  };
}
