"use client";
/**
 * The dashboard's planner: describe the day, generate, then the day's schedule with check-offs,
 * percent complete, edits, Re-plan Day, what moved, what did not fit and what is for other days.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { CalendarPlus, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useRouter } from "@/i18n/navigation";
import type { DayRelation } from "@/server/schedule/day-context";
import type { CarryOverOffer, PlanView } from "@/server/schedule/types";
import { CarryOverCard } from "./carry-over-card";
import { DayProgress } from "./day-progress";
import { DescribeDayForm, type FormProblem } from "./describe-day-form";
import { InterpretationPanel } from "./interpretation-panel";
import { MovedList, PlanWarnings, UnscheduledList } from "./plan-notes";
import { OtherDaysList } from "./other-days-list";
import { QuickAddForm } from "./quick-add-form";
import { ScheduleTimeline } from "./schedule-timeline";
import { useDayPlan } from "./use-day-plan";
import { addDays } from "@/lib/time/dates";

interface DashboardPlannerProps {
  date: string;
  relation: DayRelation;
  isYesterday: boolean;
  isTomorrow: boolean;
  tomorrow: string;
  dateLabel: string;
  timezone: string;
  /** Late enough today that moving what did not fit to tomorrow is worth offering. */
  lateInDay: boolean;
  initialPlan: PlanView | null;
  /** Today's carry-over offer as the server read it (null when dismissed or not today). */
  initialCarryOver: CarryOverOffer | null;
}

const draftKey = (date: string) => `rhythm:dashboard-draft:${date}`;

export function DashboardPlanner({
  date,
  relation,
  isYesterday,
  isTomorrow,
  tomorrow,
  dateLabel,
  timezone,
  lateInDay,
  initialPlan,
  initialCarryOver,
}: DashboardPlannerProps) {
  const t = useTranslations("dashboard");
  const router = useRouter();
  const { plan, moved, busy, generate, setDone, retime, remove, addBlocks, replacePlan } = useDayPlan(
    date,
    initialPlan,
  );
  const [description, setDescription] = useState(initialPlan?.description ?? "");
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  // A description handed over from today's view ("Plan it for tomorrow instead").
  useEffect(() => {
    if (initialPlan) return;
    const draft = window.sessionStorage.getItem(draftKey(date));
    if (draft === null) return;
    window.sessionStorage.removeItem(draftKey(date));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after mount
    setDescription((current) => current || draft);
  }, [date, initialPlan]);

  const title =
    relation === "today"
      ? t("schedule.today")
      : isTomorrow
        ? t("schedule.tomorrow")
        : isYesterday
          ? t("schedule.yesterday")
          : t("schedule.other", { date: dateLabel });

  async function onGenerate(text: string): Promise<FormProblem> {
    const result = await generate(text);
    if (!result.ok) {
      if (result.status === 400 && text.trim() === "") return { kind: "empty" };
      return result.status === 400 || result.status === 413 ? { kind: "server", message: result.message } : null;
    }
    setAnnouncement(t("toast.generated"));
    requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    });
    return null;
  }

  async function onReplan() {
    const result = await generate(description, true);
    if (result.ok) setAnnouncement(t("schedule.movedTitle"));
  }

  /** From a past day's question: today's view, with this description waiting in its form. */
  function planToday() {
    window.sessionStorage.setItem(draftKey(addDays(tomorrow, -1)), description);
    router.push("/dashboard");
  }

  function planTomorrow() {
    window.sessionStorage.setItem(draftKey(tomorrow), plan?.description ?? description);
    router.push({ pathname: "/dashboard", query: { date: tomorrow } });
  }

  const blocks = plan?.blocks ?? [];
  const editable = busy === null;
  const canReplan = plan !== null && relation !== "past" && blocks.length > 0;
  const otherDays = plan?.otherDays ?? [];
  const found = plan !== null && (blocks.length > 0 || plan.unscheduled.length > 0 || otherDays.length > 0);

  return (
    <div className="space-y-8">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {relation === "today" && <CarryOverCard today={date} initial={initialCarryOver} onAdded={addBlocks} />}
      <Card className="py-5">
        <CardContent className="px-4 sm:px-6">
          <DescribeDayForm
            value={description}
            onChange={setDescription}
            onGenerate={onGenerate}
            busy={busy === "generate"}
            hasPlan={found}
            pastDate={relation === "past" ? dateLabel : undefined}
            onPlanToday={planToday}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="schedule-heading" className="space-y-5" data-testid="schedule">
        <h2
          id="schedule-heading"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold tracking-tight outline-none"
        >
          {title}
        </h2>
        {(blocks.length > 0 || canReplan) && (
          <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4">
            {blocks.length > 0 && <DayProgress blocks={blocks} />}
            {canReplan && (
              <div className="flex max-w-72 flex-col items-start gap-1.5 sm:items-end">
                <Button
                  type="button"
                  variant="outline"
                  onClick={onReplan}
                  disabled={busy !== null}
                  aria-describedby="replan-hint"
                >
                  {busy === "replan" ? (
                    <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
                  ) : (
                    <RefreshCw aria-hidden />
                  )}
                  {busy === "replan" ? t("schedule.replanning") : t("schedule.replan")}
                </Button>
                <p id="replan-hint" className="text-xs text-muted-foreground sm:text-end">
                  {relation === "today" ? t("schedule.replanHint") : t("schedule.replanHintFuture")}
                </p>
              </div>
            )}
          </div>
        )}
        {plan !== null && relation !== "past" && (
          <QuickAddForm date={date} onAdded={addBlocks} disabled={busy !== null} />
        )}
        {moved && <MovedList moved={moved} />}
        {plan && <PlanWarnings warnings={plan.warnings} fallback={plan.fallback} />}

        {plan === null && (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t("schedule.empty")}
          </p>
        )}
        {plan !== null && !found && (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t("schedule.noTasks")}
          </p>
        )}

        {plan && plan.unscheduled.length > 0 && (
          <div className="space-y-3">
            <UnscheduledList items={plan.unscheduled} />
            {relation === "today" && lateInDay && (
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <span>{t("schedule.lateHint")}</span>
                <Button type="button" variant="secondary" size="sm" onClick={planTomorrow}>
                  <CalendarPlus aria-hidden />
                  {t("schedule.planTomorrow")}
                </Button>
              </div>
            )}
          </div>
        )}
        {otherDays.length > 0 && <OtherDaysList date={date} items={otherDays} />}
        {plan !== null && plan.description !== "" && (
          <InterpretationPanel plan={plan} editable={editable && relation !== "past"} onPlan={replacePlan} />
        )}
        {blocks.length > 0 && (
          <ScheduleTimeline
            blocks={blocks}
            isToday={relation === "today"}
            timezone={timezone}
            disabled={!editable}
            onDone={(b, done) => void setDone(b, done)}
            date={date}
            onRetime={(b, change) => void retime(b, change)}
            onDelete={(b) => void remove(b)}
          />
        )}
      </section>
    </div>
  );
}
