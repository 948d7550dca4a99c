import { Pencil, Plus, Trash2 } from "lucide-react";
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
import type { Route } from "./+types/workshops";

const text = {
  loadError: "Impossible de charger les ateliers",
  saveError: "Impossible de sauvegarder l'atelier",
  deleteError: "Impossible de supprimer l'atelier",
  created: "Atelier créé avec succès",
  updated: "Atelier mis à jour avec succès",
  deleted: "Atelier supprimé avec succès",
  confirmDelete: "Êtes-vous sûr de vouloir supprimer cet atelier ?",
} as const;

/** A row of the table: the dialog's fields, and the seats taken on the workshop and its runs. */
type ListedWorkshop = EditableWorkshop & { seatsTaken: number };

export function meta() {
  return [{ title: "Ateliers · Administration" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const rows = await listAdminWorkshops(context.services.db);
    const workshops: ListedWorkshop[] = rows.map((row) => ({
      seatsTaken: row.seatsTaken,
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
      bookedSeats: row.bookedSeats,
      nextStart: row.nextStart,
      highlights: row.highlights,
      isActive: row.isActive,
      scheduleOptions: row.scheduleOptions.map((option) => ({
        id: option.id,
        dateRange: option.dateRange,
        timeText: option.timeText,
        capacity: option.capacity,
        bookedSeats: option.bookedSeats,
        isActive: option.isActive,
      })),
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
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Workshop",
    schema: workshopFormSchema,
    save: (actor, input) => saveWorkshop(db, actor, input),
    remove: (actor, id) => deleteWorkshop(db, actor, id),
  });
  return changeResponse(outcome, text);
}

/** 'Places': seats taken over the maximum and, for a workshop sold by runs, each run's seats. */
function SeatsTaken({ workshop }: { workshop: ListedWorkshop }) {
  const total = `${workshop.seatsTaken}/${workshop.maxSeats}`;
  if (workshop.scheduleOptions.length === 0) return <>{total}</>;
  return (
    <>
      <div className="font-medium">{total}</div>
      <ul
        aria-label={`Places par créneau de ${workshop.title}`}
        className="mt-1 text-xs text-muted-foreground"
      >
        {workshop.scheduleOptions.map((option) => (
          <li key={option.id} className="whitespace-nowrap">
            {option.dateRange}, {option.timeText} : {option.bookedSeats}/{option.capacity}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Workshops({ loaderData }: Route.ComponentProps) {
  const { workshops, failed } = loaderData;
  useLoadErrorToast(failed, text.loadError);
  // The dialog: closed, a new workshop, or the workshop being edited.
  const { editing, dialogKey, open, close } = useEditDialog<EditableWorkshop>();
  const [deleting, setDeleting] = useState<EditableWorkshop | null>(null);
  const deleter = useFetcher<ChangeAnswer>();
  useChangeToast(deleter);

  return (
    <>
      <AdminPageHeader
        title="Ateliers"
        description="Créez, modifiez et activez les ateliers proposés aux familles."
        actions={
          <Button size="sm" onClick={() => open("new")}>
            <Plus aria-hidden="true" />
            Nouvel atelier
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      <Table aria-label="Ateliers">
        <thead>
          <tr>
            <Th>Titre</Th>
            <Th className="text-right">Prix</Th>
            <Th>Places</Th>
            <Th>Prochaine date</Th>
            <Th>Statut</Th>
            <Th className={stickyActions.head}>Actions</Th>
          </tr>
        </thead>
        <tbody>
          {workshops.map((workshop) => (
            <tr key={workshop.id}>
              <Td className="font-medium">{workshop.title}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatEurosFr(workshop.price)}</Td>
              <Td className="tabular-nums">
                <SeatsTaken workshop={workshop} />
              </Td>
              <Td className="whitespace-nowrap">
                {workshop.nextStart ? formatDateFr(workshop.nextStart) : "—"}
              </Td>
              <Td>
                <Badge variant={workshop.isActive ? "success" : "muted"}>
                  {workshop.isActive ? "Actif" : "Inactif"}
                </Badge>
              </Td>
              <Td className={stickyActions.cell}>
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={paths.adminWorkshopGroups(workshop.id)}
                    aria-label={`Groupes de ${workshop.title}`}
                  >
                    Groupes
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Modifier ${workshop.title}`}
                  onClick={() => open(workshop)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Supprimer ${workshop.title}`}
                  onClick={() => setDeleting(workshop)}
                >
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </Button>
              </Td>
            </tr>
          ))}
          {workshops.length === 0 && !failed ? (
            <TableEmptyRow colSpan={6}>Aucun atelier.</TableEmptyRow>
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
        title="Supprimer l'atelier"
        question={text.confirmDelete}
        confirmLabel="Supprimer"
        busy={deleter.state !== "idle"}
        onConfirm={() => {
          if (deleting) void deleter.submit({ intent: "delete", id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </>
  );
}
