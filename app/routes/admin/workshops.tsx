import { Plus } from "lucide-react";
import { missingTranslations, type WorkshopTextField } from "#shared/workshop-texts.ts";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useEditDialog } from "#app/components/admin/use-edit-dialog.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { useChangeToast, useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { WorkshopDialog, type EditableWorkshop } from "#app/components/admin/workshop-dialog.tsx";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { RowEditDelete } from "#app/components/admin/row-edit-delete.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { stickyActions, Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateFr } from "#shared/admin/dates.ts";
import { workshopFormSchema } from "#shared/admin/workshop-form.ts";
import { formatEurosFr } from "#shared/money.ts";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import {
  deleteWorkshop,
  listAdminWorkshops,
  saveWorkshop,
} from "#server/workshops/admin-workshops.server.ts";
import { paths } from "#shared/paths.ts";
import { workshopRefusalText } from "#shared/admin/workshop-answer.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { inWords } from "#server/admin/result.server.ts";
import { groupSeatsLine } from "#shared/admin/group-seats-line.ts";
import type { Route } from "./+types/workshops";

/** The screen's toasts (docs/product/languages-and-texts.md#back-office-toasts). */
function texts(language: Language) {
  const locale = { locale: language };
  return {
    loadError: m.admin_workshops_load_error({}, locale),
    saveError: m.admin_workshops_save_error({}, locale),
    deleteError: m.admin_workshops_delete_error({}, locale),
    created: m.admin_workshops_created({}, locale),
    updated: m.admin_workshops_updated({}, locale),
    deleted: m.admin_workshops_deleted({}, locale),
  };
}

/**
 * A row of the table: the dialog's fields, the seats taken on the workshop and its groups, its next
 * start (its next open group's first session, never typed), and each group's label and fill.
 */
type ListedWorkshop = EditableWorkshop & {
  seatsTaken: number;
  seatsOffered: number;
  nextStart: string | null;
  /** Each group's label and fill, as the Places column lists them. */
  groupSeats: { id: string; line: string }[];
  /** The texts written in English and not yet in French, by their field's name. */
  missingFrench: string[];
};

/** A text field's name as the dialog labels it, without its "required" star. */
function textFieldName(field: WorkshopTextField, language: Language) {
  const locale = { locale: language };
  const labels: Record<WorkshopTextField, string> = {
    title: m.admin_workshop_field_title({}, locale),
    subtitle: m.admin_workshop_field_subtitle({}, locale),
    description: m.admin_workshop_field_description({}, locale),
    duration: m.admin_workshop_field_duration({}, locale),
    sessions: m.admin_workshop_field_sessions({}, locale),
    groupSize: m.admin_workshop_field_group_size({}, locale),
    highlights: m.admin_workshop_field_highlights({}, locale),
  };
  return labels[field].replace(/\s*\*$/, "");
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_workshops_title({}, locale), "back-office") }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const rows = await listAdminWorkshops(context.services.db);
    const workshops: ListedWorkshop[] = rows.map((row) => ({
      seatsTaken: row.seatsTaken,
      seatsOffered: row.seatsOffered,
      groupSeats: row.groups.map((group) => ({
        id: group.id,
        line: groupSeatsLine(group, backOfficeLanguage),
      })),
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      price: row.price,
      duration: row.duration,
      sessions: row.sessions,
      groupSize: row.groupSize,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      icon: row.icon,
      sortOrder: row.sortOrder,
      maxSeats: row.maxSeats,
      minTeens: row.minTeens,
      bookedSeats: row.bookedSeats,
      nextStart: row.nextGroupStart,
      highlights: row.highlights,
      isActive: row.isActive,
      frenchTexts: row.frenchTexts,
      missingFrench: missingTranslations(row).map((field) => textFieldName(field, backOfficeLanguage)),
    }));
    return { workshops, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading workshops");
    return { workshops: [] as ListedWorkshop[], failed: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const language = backOfficeLanguage;
  const refusalText = (refusal: Parameters<typeof workshopRefusalText>[0]) =>
    workshopRefusalText(refusal, language);
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Workshop",
    schema: workshopFormSchema(language),
    save: async (actor, input) => inWords(await saveWorkshop(db, actor, input), refusalText),
    remove: async (actor, id) => inWords(await deleteWorkshop(db, actor, id), refusalText),
  });
  return changeResponse(outcome, texts(language), { language });
}

/** 'Places': seats taken over the seats on sale and, for a workshop sold by groups, each group's seats. */
function SeatsTaken({ workshop }: { workshop: ListedWorkshop }) {
  const locale = { locale: useLanguage() };
  const total = `${workshop.seatsTaken}/${workshop.seatsOffered}`;
  if (workshop.groupSeats.length === 0) return <>{total}</>;
  return (
    <>
      <div className="font-medium">{total}</div>
      <ul
        aria-label={m.admin_workshops_seats_per_group({ title: workshop.title }, locale)}
        className="mt-1 text-xs text-muted-foreground"
      >
        {workshop.groupSeats.map((group) => (
          <li key={group.id}>{group.line}</li>
        ))}
      </ul>
    </>
  );
}

/** How many workshops have texts left to translate (each dialog lists its own). */
function UntranslatedWorkshops({ workshops }: { workshops: ListedWorkshop[] }) {
  const locale = { locale: useLanguage() };
  const count = workshops.filter((workshop) => workshop.missingFrench.length > 0).length;
  if (count === 0) return null;
  return (
    <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {m.admin_workshops_untranslated_count({ count }, locale)}
    </p>
  );
}

export default function Workshops({ loaderData }: Route.ComponentProps) {
  const { workshops, failed } = loaderData;
  const locale = { locale: useLanguage() };
  const text = texts(locale.locale);
  useLoadErrorToast(failed, text.loadError);
  // The dialog: closed, a new workshop, or the workshop being edited.
  const { editing, dialogKey, open, close } = useEditDialog<EditableWorkshop>();
  const [deleting, setDeleting] = useState<EditableWorkshop | null>(null);
  const deleter = useFetcher<ChangeAnswer>();
  useChangeToast(deleter);

  return (
    <>
      <AdminPageHeader
        title={m.admin_workshops_title({}, locale)}
        description={m.admin_workshops_description({}, locale)}
        actions={
          <Button size="sm" onClick={() => open("new")}>
            <Plus aria-hidden="true" />
            {m.admin_workshops_new({}, locale)}
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      <UntranslatedWorkshops workshops={workshops} />
      <Table aria-label={m.admin_workshops_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_workshops_col_title({}, locale)}</Th>
            <Th className="text-right">{m.admin_workshops_col_price({}, locale)}</Th>
            <Th>{m.admin_workshops_col_seats({}, locale)}</Th>
            <Th>{m.admin_workshops_col_next_start({}, locale)}</Th>
            <Th>{m.admin_workshops_col_status({}, locale)}</Th>
            <Th className={stickyActions.head}>{m.admin_actions({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {workshops.map((workshop) => (
            <tr key={workshop.id}>
              {/* Widths of their own: on a phone the table scrolls in its box rather than squeeze a
                  group's line into a word a row. */}
              <Td className="min-w-40 font-medium">{workshop.title}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatEurosFr(workshop.price)}</Td>
              <Td className="min-w-64 tabular-nums">
                <SeatsTaken workshop={workshop} />
              </Td>
              <Td className="whitespace-nowrap">
                {workshop.nextStart ? formatDateFr(workshop.nextStart) : m.admin_none({}, locale)}
              </Td>
              <Td>
                <Badge variant={workshop.isActive ? "success" : "muted"}>
                  {workshop.isActive
                    ? m.admin_workshops_active({}, locale)
                    : m.admin_workshops_inactive({}, locale)}
                </Badge>
              </Td>
              <Td className={stickyActions.cell}>
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={paths.adminWorkshopGroups(workshop.id)}
                    aria-label={m.admin_workshops_groups_of({ title: workshop.title }, locale)}
                  >
                    {m.admin_workshops_groups({}, locale)}
                  </Link>
                </Button>
                <RowEditDelete
                  name={workshop.title}
                  onEdit={() => open(workshop)}
                  onDelete={() => setDeleting(workshop)}
                />
              </Td>
            </tr>
          ))}
          {workshops.length === 0 && !failed ? (
            <TableEmptyRow colSpan={6}>{m.admin_workshops_empty({}, locale)}</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>

      <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {editing !== null ? (
          <WorkshopDialog key={dialogKey} workshop={editing === "new" ? null : editing} onDone={close} />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={m.admin_workshops_delete_title({}, locale)}
        question={m.admin_workshops_confirm_delete({}, locale)}
        confirmLabel={m.admin_delete({}, locale)}
        busy={deleter.state !== "idle"}
        onConfirm={() => {
          if (deleting) void deleter.submit({ intent: "delete", id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </>
  );
}
