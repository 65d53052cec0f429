import { getNow } from "next-intl/server";
import { getFormatter, getTranslations } from "@/i18n/server";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { UserActions, type UserActionName } from "./admin-actions";
import { Cell, Table } from "./admin-table";
import { runtimeKey } from "@/i18n/keys";
import type { getUserDetail, searchUsers } from "@/server/admin/manage-users";

type Result = Awaited<ReturnType<typeof searchUsers>>;
type Detail = Awaited<ReturnType<typeof getUserDetail>>;

const STATUSES = ["active", "inactive", "past_due", "canceled", "trialing"] as const;
const knownStatus = (s: string) => ((STATUSES as readonly string[]).includes(s) ? s : "other");

export async function UsersSection({
  result,
  detail,
  actorId,
  q,
}: {
  result: Result;
  detail: Detail | null;
  actorId: string;
  q: string;
}) {
  const t = await getTranslations("admin");
  const format = await getFormatter();
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium" }) : "—");
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const now = (await getNow()).getTime();
  // A trial is shown as a trial (issue 24), not as "Monthly · active".
  const planText = (u: Pick<Detail, "subscriptionTier" | "subscriptionStatus" | "trialEndsAt">) =>
    u.subscriptionStatus === "active" && u.trialEndsAt && u.trialEndsAt.getTime() > now
      ? t("trialPlan", { plan: t(`tiers.${u.subscriptionTier}`), date: date(u.trialEndsAt) })
      : `${t(`tiers.${u.subscriptionTier}`)} · ${t(runtimeKey(`statuses.${knownStatus(u.subscriptionStatus)}`))}`;
  const actionsFor = (d: Detail): UserActionName[] => {
    const list: UserActionName[] = ["grant_free_year", d.disabled ? "enable" : "disable", "sign_out_everywhere"];
    list.push(d.affiliate?.active ? "revoke_affiliate" : "make_affiliate");
    if (!d.emailVerified) list.push("resend_verification");
    return d.id === actorId ? list.filter((a) => a !== "disable") : list;
  };
  return (
    <section className="space-y-4" aria-labelledby="admin-users">
      <h2 id="admin-users" className="text-lg font-semibold">
        {t("summary", { total: result.total })}
      </h2>
      <form className="flex flex-wrap items-end gap-2" role="search">
        <input type="hidden" name="tab" value="users" />
        <div className="space-y-1">
          <Label htmlFor="admin-q">{t("search")}</Label>
          <Input id="admin-q" name="q" type="search" defaultValue={q} className="w-64" />
        </div>
        <Button type="submit" size="sm">
          {t("searchSubmit")}
        </Button>
      </form>
      {detail && (
        <div className="space-y-3 rounded-lg border bg-card p-4" data-testid="admin-user-detail">
          <h3 className="font-medium" dir="ltr">
            {detail.email}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <dt className="text-muted-foreground">{t("plan")}</dt>
            <dd>
              {planText(detail)} · {date(detail.subscriptionEndDate)}
            </dd>
            <dt className="text-muted-foreground">{t("trial")}</dt>
            <dd>{date(detail.trialEndsAt)}</dd>
            <dt className="text-muted-foreground">{t("role")}</dt>
            <dd>
              {t(`roles.${detail.role}`)}
              {detail.disabled ? ` · ${t("disabled")}` : ""}
            </dd>
            <dt className="text-muted-foreground">{t("verified")}</dt>
            <dd>{detail.emailVerified ? t("yes") : t("no")}</dd>
            <dt className="text-muted-foreground">{t("joined")}</dt>
            <dd>{date(detail.createdAt)}</dd>
            <dt className="text-muted-foreground">{t("lastLogin")}</dt>
            <dd>{date(detail.lastLoginAt)}</dd>
            <dt className="text-muted-foreground">{t("referral")}</dt>
            <dd>
              {detail.referral
                ? `${detail.referral.code} · ${detail.referral.status}${detail.referral.reason ? ` (${detail.referral.reason})` : ""}`
                : "—"}
            </dd>
          </dl>
          <UserActions userId={detail.id} email={detail.email} actions={actionsFor(detail)} />
        </div>
      )}
      <Table
        caption={t("usersCaption")}
        hideCaption
        empty={q ? t("empty.usersSearch", { q }) : t("empty.users")}
        head={[t("email"), t("role"), t("plan"), t("joined")]}
      >
        {result.rows.map((u) => (
          <tr key={u.id} className="border-t">
            <Cell ltr>
              <Link href={{ pathname: "/admin", query: { tab: "users", user: u.id } }} className="underline">
                {u.email}
              </Link>
            </Cell>
            <Cell>
              {t(`roles.${u.role}`)}
              {u.disabled ? ` · ${t("disabled")}` : ""}
            </Cell>
            <Cell>{planText(u)}</Cell>
            <Cell>{date(u.createdAt)}</Cell>
          </tr>
        ))}
      </Table>
      <nav aria-label={t("paging")} className="flex items-center gap-3 text-sm">
        {result.page > 1 && (
          <Link href={{ pathname: "/admin", query: { tab: "users", page: result.page - 1, ...(q ? { q } : {}) } }}>
            {t("previous")}
          </Link>
        )}
        <span>{t("pageOf", { page: result.page, pages })}</span>
        {result.page < pages && (
          <Link href={{ pathname: "/admin", query: { tab: "users", page: result.page + 1, ...(q ? { q } : {}) } }}>
            {t("next")}
          </Link>
        )}
      </nav>
    </section>
  );
}
