import { data } from "react-router";
import {
  CircleAlert,
  CalendarDays,
  HandCoins,
  ClipboardList,
  Hourglass,
  Mail,
  Sparkles,
  TicketPercent,
  TrendingUp,
} from "lucide-react";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { CountCard } from "#app/components/admin/count-card.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { paths } from "#shared/paths.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { getDashboardCounts } from "#server/admin/dashboard-counts.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { GroupsOverview } from "#app/components/admin/groups/groups-overview.tsx";
import { getDashboardGroups } from "#server/groups/dashboard-groups.server.ts";
import { groupsMissingVideoLink } from "#server/delivery/groups-missing-link.server.ts";
import { sessionText } from "#shared/group-schedule.ts";
import { academyNoticesOf, setAcademyNotices } from "#server/notices/academy-recipients.server.ts";
import { AcademyNoticesCard } from "#app/components/admin/academy-notices-card.tsx";
import {
  CLOSE_SMALL_GROUP_INTENT,
  KEEP_SMALL_GROUP_INTENT,
  SmallGroupsCard,
  type SmallGroupAnswer,
} from "#app/components/admin/groups/small-groups-card.tsx";
import { closeSmallGroup, groupsTooSmall, keepSmallGroup } from "#server/groups/small-groups.server.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_dashboard_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger, config } = context.services;
  const now = new Date();
  const [counts, groups, missing, notices, smallGroups] = await Promise.all([
    getDashboardCounts(db, logger),
    getDashboardGroups(db).catch((error: unknown) => {
      logger.error({ err: error }, "Dashboard groups failed");
      return null;
    }),
    groupsMissingVideoLink(db),
    academyNoticesOf(db, config, user.id),
    groupsTooSmall(db, now, config.smallGroupNoticeDays),
  ]);
  const missingLinks = missing.map((group) => ({
    groupId: group.groupId,
    workshopTitle: group.workshopTitle,
    firstSession: sessionText(group.firstSession, group.timeZone, backOfficeLanguage),
  }));
  return {
    firstName: user.firstName,
    counts,
    groups,
    missingLinks,
    missingSeller: config.seller.missing,
    notices: { ...notices, email: user.email },
    smallGroups: { groups: smallGroups, noticeDays: config.smallGroupNoticeDays },
  };
}

/**
 * An administrator keeps or closes a group too small to run (docs/product/groups.md#groups-too-small-to-run),
 * or turns the academy's notices on or off for their own address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === KEEP_SMALL_GROUP_INTENT || intent === CLOSE_SMALL_GROUP_INTENT) {
    const locale = { locale: backOfficeLanguage };
    const groupId = String(form.get("groupId") ?? "");
    const actor = { id: user.id, email: user.email };
    const outcome =
      intent === KEEP_SMALL_GROUP_INTENT
        ? await keepSmallGroup(context.services.db, actor, groupId)
        : await closeSmallGroup(context.services, actor, groupId);
    const message = outcome.ok
      ? intent === KEEP_SMALL_GROUP_INTENT
        ? m.admin_small_groups_kept({}, locale)
        : m.admin_small_groups_closed({}, locale)
      : {
          not_found: m.admin_small_groups_not_found({}, locale),
          already_decided: m.admin_small_groups_already_decided({}, locale),
          started: m.admin_small_groups_started({}, locale),
        }[outcome.reason];
    return data<SmallGroupAnswer>(
      { smallGroup: { groupId, ok: outcome.ok, message } },
      { status: outcome.ok ? 200 : outcome.reason === "not_found" ? 404 : 409 },
    );
  }
  const wanted = form.get("academy-notices") === "on";
  await setAcademyNotices(context.services.db, user.id, wanted);
  return { noticesSaved: wanted ? ("on" as const) : ("off" as const) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, firstName, groups, missingLinks, missingSeller, notices } = loaderData;
  const locale = { locale: useLanguage() };
  const cards = [
    {
      title: m.admin_dashboard_active_workshops({}, locale),
      value: counts.activeWorkshops,
      icon: CalendarDays,
    },
    { title: m.admin_dashboard_total_bookings({}, locale), value: counts.totalBookings, icon: ClipboardList },
    { title: m.admin_dashboard_subscribers({}, locale), value: counts.newsletterSubscribers, icon: Mail },
    { title: m.admin_dashboard_waiting_list({}, locale), value: counts.waitingList, icon: Hourglass },
    { title: m.admin_dashboard_discount_codes({}, locale), value: counts.discountCodes, icon: TicketPercent },
    { title: m.admin_dashboard_recent_bookings({}, locale), value: counts.recentBookings, icon: TrendingUp },
  ];
  return (
    <>
      <AdminPageHeader
        title={m.admin_dashboard_title({}, locale)}
        description={m.admin_dashboard_description({}, locale)}
      />
      {missingSeller.length > 0 && (
        // Sample values on the legal notice, the terms and the invoices are no lawful identity:
        // docs/product/legal.md#the-sellers-identity.
        <Alert variant="destructive" className="mb-6">
          <p className="font-semibold">{m.admin_dashboard_seller_missing({}, locale)}</p>
          <ul className="list-disc space-y-1 pl-5">
            {missingSeller.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
          <p>{m.admin_dashboard_seller_missing_hint({}, locale)}</p>
        </Alert>
      )}
      {missingLinks.length > 0 && (
        <Alert variant="destructive" className="mb-6">
          <p className="font-semibold">{m.admin_dashboard_missing_links({}, locale)}</p>
          <ul className="list-disc space-y-1 pl-5">
            {missingLinks.map((group) => (
              <li key={group.groupId}>
                {m.admin_dashboard_missing_link_group(
                  { workshopTitle: group.workshopTitle, firstSession: group.firstSession },
                  locale,
                )}
              </li>
            ))}
          </ul>
          <p>{m.admin_dashboard_missing_links_hint({}, locale)}</p>
        </Alert>
      )}
      <section
        aria-label={m.admin_dashboard_key_figures({}, locale)}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {cards.map((card) => (
          <CountCard key={card.title} {...card} />
        ))}
      </section>
      <p className="mt-3 text-sm text-muted-foreground">
        {m.admin_dashboard_recent_bookings_hint({}, locale)}
      </p>
      <SmallGroupsCard {...loaderData.smallGroups} />
      {groups ? <GroupsOverview {...groups} /> : null}
      <section aria-labelledby="refunds-heading" className="mt-8">
        <h2 id="refunds-heading" className="mb-3 text-lg font-bold">
          {m.admin_dashboard_refunds({}, locale)}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <div className="flex flex-col gap-2">
            <CountCard
              title={m.admin_dashboard_refund_requests({}, locale)}
              value={counts.refundRequests}
              icon={HandCoins}
            />
            <a
              className="text-sm font-medium text-primary hover:underline"
              href={`${paths.adminBookings}?refund=requested`}
            >
              {m.admin_dashboard_refund_requests_link({}, locale)}
            </a>
          </div>
          <div className="flex flex-col gap-2">
            <CountCard
              title={m.admin_dashboard_failed_refunds({}, locale)}
              value={counts.failedRefunds}
              icon={CircleAlert}
            />
            <a
              className="text-sm font-medium text-primary hover:underline"
              href={`${paths.adminBookings}?refund=failed`}
            >
              {m.admin_dashboard_failed_refunds_link({}, locale)}
            </a>
          </div>
        </div>
      </section>
      <AcademyNoticesCard {...notices} />
      <Card className="mt-8">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Sparkles aria-hidden="true" className="size-5" />
            </span>
            <CardTitle>
              {firstName
                ? m.admin_dashboard_welcome_name({ firstName }, locale)
                : m.admin_dashboard_welcome({}, locale)}
            </CardTitle>
          </div>
          <CardDescription>{m.admin_dashboard_welcome_description({}, locale)}</CardDescription>
        </CardHeader>
        <CardContent className="text-sm leading-relaxed text-foreground/80">
          {m.admin_dashboard_welcome_text({}, locale)}
        </CardContent>
      </Card>
    </>
  );
}
