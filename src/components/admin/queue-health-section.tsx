/** The background jobs' health on the admin console: one row per job (see src/server/jobs). */
import { getFormatter, getTranslations } from "@/i18n/server";
import { getQueueHealth } from "@/server/admin/queue-health";
import { Cell, Table } from "./admin-table";

export async function QueueHealthSection({ admin }: { admin: Parameters<typeof getQueueHealth>[0] }) {
  const [t, format, health] = await Promise.all([
    getTranslations("admin.queue"),
    getFormatter(),
    getQueueHealth(admin),
  ]);
  const runner =
    health.runner === "pg-boss"
      ? t("runnerPgBoss")
      : health.runner === "in-process"
        ? t("runnerInProcess")
        : t("runnerNotStarted");
  return (
    <section aria-labelledby="queue-health-title" className="space-y-2" data-testid="queue-health">
      <h2 id="queue-health-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{runner}</p>
      <Table
        caption={t("title")}
        hideCaption
        empty={t("empty")}
        head={[t("job"), t("schedule"), t("waiting"), t("active"), t("failed"), t("lastRun")]}
      >
        {health.jobs.map((job) => (
          <tr key={job.name} className="border-t" data-testid="queue-health-row">
            <Cell ltr>{job.name}</Cell>
            <Cell ltr>{job.cron}</Cell>
            <Cell>{format.number(job.waiting)}</Cell>
            <Cell>{format.number(job.active)}</Cell>
            <Cell>{format.number(job.failed)}</Cell>
            <Cell>
              {job.lastRunAt ? format.dateTime(job.lastRunAt, { dateStyle: "medium", timeStyle: "short" }) : t("never")}
            </Cell>
          </tr>
        ))}
      </Table>
    </section>
  );
}
