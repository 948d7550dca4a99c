import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ListToolbar } from "#app/components/admin/list-toolbar.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { StatTile } from "#app/components/admin/stat-tile.tsx";
import { useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateFr } from "#shared/admin/dates.ts";
import { listQuery, PAGE_SIZE } from "#shared/admin/list-query.ts";
import {
  OFFER_STATES,
  offerStateLabel,
  offerStateText,
  type OfferState,
} from "#shared/admin/offer-states.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { paths } from "#shared/paths.ts";
import { pageWithin } from "#server/db/list-sql.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { searchWaitlist } from "#server/waitlist/admin-waitlist.server.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/waiting-list";

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_waiting_list_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { q, status, page } = listQuery(new URL(request.url), OFFER_STATES);
  const query = { q, status: status ?? "all", page };
  try {
    const { db } = context.services;
    const result = await pageWithin(page, PAGE_SIZE, (shown) =>
      searchWaitlist(db, { q, offer: status }, shown, PAGE_SIZE),
    );
    const { rows, total, overall, waiting } = result;
    return { query: { ...query, page: result.page }, rows, total, overall, waiting, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading the waiting list");
    return { query, rows: [], total: 0, overall: 0, waiting: 0, failed: true };
  }
}

const offerChoices = (language: Language) => [
  { value: "all", label: m.admin_waiting_list_all_offers({}, { locale: language }) },
  ...OFFER_STATES.map((state) => ({ value: state, label: offerStateLabel(state, language) })),
];

const offerBadge: Record<OfferState, "muted" | "warning" | "destructive" | "success"> = {
  none: "muted",
  sent: "warning",
  expired: "destructive",
  booked: "success",
};

export default function WaitingList({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, overall, waiting, failed } = loaderData;
  const language = useLanguage();
  const locale = { locale: language };
  const loadError = m.admin_waiting_list_load_error({}, locale);
  useLoadErrorToast(failed, loadError);
  return (
    <>
      <AdminPageHeader
        title={m.admin_waiting_list_title({}, locale)}
        description={m.admin_waiting_list_description({}, locale)}
      />
      <section
        aria-label={m.admin_waiting_list_counters({}, locale)}
        className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <StatTile label={m.admin_waiting_list_total({}, locale)} value={overall} />
        <StatTile label={m.admin_waiting_list_still_waiting({}, locale)} value={waiting} />
      </section>
      <ListToolbar
        searchLabel={m.admin_waiting_list_search({}, locale)}
        placeholder={m.admin_waiting_list_search_placeholder({}, locale)}
        q={query.q}
        filters={[
          {
            name: "status",
            label: m.admin_waiting_list_col_offer({}, locale),
            value: query.status,
            choices: offerChoices(language),
          },
        ]}
        exportHref={`${paths.adminWaitingListExport}?${new URLSearchParams({ q: query.q, status: query.status }).toString()}`}
      />
      {failed ? <LoadFailed message={loadError} /> : null}
      <Table aria-label={m.admin_waiting_list_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_waiting_list_col_parent({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_teen({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_age({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_seats({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_workshop({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_date({}, locale)}</Th>
            <Th>{m.admin_waiting_list_col_offer({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <Td>
                {row.parentName ? <div className="font-medium">{row.parentName}</div> : null}
                <div className={row.parentName ? "text-xs text-muted-foreground" : "font-medium"}>
                  {row.parentEmail}
                </div>
              </Td>
              <Td>{row.teenName || m.admin_none({}, locale)}</Td>
              <Td className="tabular-nums">{row.teenAge ?? ""}</Td>
              <Td className="tabular-nums">{row.seats}</Td>
              <Td>{row.workshopTitle}</Td>
              <Td className="whitespace-nowrap">{formatDateFr(row.createdAt)}</Td>
              <Td>
                <Badge variant={offerBadge[row.offerState]}>
                  {offerStateText(row.offerState, row.offerExpiresAt, language)}
                </Badge>
              </Td>
            </tr>
          ))}
          {rows.length === 0 && !failed ? (
            <TableEmptyRow colSpan={7}>{m.admin_waiting_list_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>
      <Pagination page={query.page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
