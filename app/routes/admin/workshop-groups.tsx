import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { GroupEditorForm, type GroupFormValues } from "#app/components/admin/groups/group-editor-form.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { groupFormSchema } from "#shared/admin/group-form.ts";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { formatDateFr } from "#shared/admin/dates.ts";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { groupStatusLabels, type GroupStatus } from "#shared/group-status.ts";
import { paths } from "#shared/paths.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import {
  deleteGroup,
  getGroupWorkshop,
  listWorkshopGroups,
  saveGroup,
  setGroupClosed,
} from "#server/groups/admin-groups.server.ts";
import { assignBookingToGroup, listUnassignedBookings } from "#server/groups/assign-booking.server.ts";
import { sessionCountOf } from "#server/groups/first-session-date.server.ts";
import type { Route } from "./+types/workshop-groups";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Groupes${loaderData ? ` · ${loaderData.workshop.title}` : ""} · Administration` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, config } = context.services;
  const workshop = await getGroupWorkshop(db, params.workshopId);
  if (!workshop) throw data(null, { status: 404 });
  const [groups, unassigned] = await Promise.all([
    listWorkshopGroups(db, workshop.id),
    listUnassignedBookings(db, workshop.id),
  ]);
  return {
    workshop: { id: workshop.id, title: workshop.title, maxSeats: workshop.maxSeats },
    groups,
    unassigned: unassigned.map((row) => ({
      id: row.id,
      reference: row.reference,
      parent: `${row.parentFirstName} ${row.parentLastName}`.trim(),
      parentEmail: row.parentEmail,
      createdAt: row.createdAt.toISOString(),
    })),
    defaults: {
      firstSessionDate: "",
      startTime: "16:00",
      timeZone: config.academyTimeZone,
      capacity: String(Math.min(6, workshop.maxSeats)),
      sessionCount: String(sessionCountOf(workshop.sessions)),
      sessionMinutes: "60",
      videoUrl: "",
    } satisfies GroupFormValues,
  };
}

/** A group as its edit form holds it. */
function groupFormValues(group: Route.ComponentProps["loaderData"]["groups"][number]): GroupFormValues {
  return {
    firstSessionDate: group.firstSessionDate,
    startTime: group.startTime,
    timeZone: group.timeZone,
    capacity: String(group.capacity),
    sessionCount: String(group.sessionCount),
    sessionMinutes: String(group.sessionMinutes),
    videoUrl: group.videoUrl ?? "",
  };
}

/** The action's answer, and which form it answers: 'new', a group's id, or 'assign-<booking id>'. */
type ActionAnswer = ChangeAnswer & { form: string };

const done = {
  save: "Groupe enregistré.",
  create: "Groupe créé.",
  saveError: "Impossible d'enregistrer le groupe.",
  close: "Groupe fermé aux nouvelles réservations.",
  reopen: "Groupe rouvert.",
  delete: "Groupe supprimé.",
  assign: (reference: string) => `Réservation ${reference} affectée au groupe.`,
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { id: user.id, email: user.email };
  const { db, logger, config } = context.services;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const groupId = String(formData.get("groupId") ?? "");
  const form = String(formData.get("form") ?? "new");
  const answer = (
    result: { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> },
    message: string,
  ): ActionAnswer =>
    result.ok
      ? { form, ok: true, message }
      : { form, ok: false, message: result.error, fieldErrors: result.fieldErrors };
  if (intent === "save") {
    formData.set("workshopId", params.workshopId);
    const outcome = await runChangeAction(formData, {
      actor,
      logger,
      what: "Group",
      schema: groupFormSchema,
      // The site's settings let a change of time or link reach the group's families (with the new calendar file).
      save: (by, input) => saveGroup(db, by, input, new Date(), config),
    });
    if (outcome.kind === "saved") context.services.mail.wake();
    // The message under the form names the first field refused, like the one under that field.
    const firstMessage = (fieldErrors: Record<string, string>) => Object.values(fieldErrors)[0];
    const reply = changeResponse(
      outcome,
      { saveError: done.saveError, created: done.create, updated: done.save },
      {
        invalidMessage: (fieldErrors) => firstMessage(fieldErrors) ?? done.saveError,
        refusalMessage: firstMessage,
      },
    );
    return data<ActionAnswer>({ ...reply.data, form }, reply.init ?? undefined);
  }
  if (intent === "close" || intent === "reopen")
    return answer(await setGroupClosed(db, actor, groupId, intent === "close"), done[intent]);
  if (intent === "delete") return answer(await deleteGroup(db, actor, groupId), done.delete);
  if (intent === "assign") {
    const bookingId = String(formData.get("bookingId") ?? "");
    const result = await assignBookingToGroup(db, actor, bookingId, groupId, context.services.config);
    if (result.ok) context.services.mail.wake();
    return answer(result, result.ok ? done.assign(result.value.reference) : "");
  }
  return { form, ok: false, message: "Action inconnue." } satisfies ActionAnswer;
}

const statusVariant: Record<GroupStatus, "success" | "warning" | "muted" | "destructive"> = {
  open: "success",
  full: "warning",
  closed: "muted",
  finished: "muted",
};

function Feedback({ answer, form }: { answer: ActionAnswer | undefined; form: string }) {
  if (!answer || answer.form !== form) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={answer.ok ? "text-sm font-medium text-green-800" : "text-sm font-medium text-destructive"}
    >
      {answer.message}
    </p>
  );
}

export default function WorkshopGroups({ loaderData }: Route.ComponentProps) {
  const { workshop, groups, unassigned, defaults } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  // The answer's message waits for the reloaded list (the action's answer comes first), so that
  // "Groupe créé." shows with the new group.
  const shown = busy ? undefined : answer;
  const choosable = groups.filter((group) => group.status === "open");
  return (
    <>
      <Link
        to={paths.adminWorkshops}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Ateliers
      </Link>
      <AdminPageHeader
        title={`Groupes : ${workshop.title}`}
        description={`Chaque groupe a son jour, son heure et son fuseau horaire ; au plus ${workshop.maxSeats} places.`}
      />
      <Table aria-label="Groupes">
        <thead>
          <tr>
            <Th>Dates</Th>
            <Th>Jour et heure</Th>
            <Th>Places</Th>
            <Th>Statut</Th>
            <Th>Participants</Th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id}>
              <Td className="whitespace-nowrap">{sessionDatesText(group, "fr")}</Td>
              <Td>{groupTimeText(group, "fr")}</Td>
              <Td className="tabular-nums">
                {group.bookedSeats}/{group.capacity}
              </Td>
              <Td>
                <Badge variant={statusVariant[group.status]}>{groupStatusLabels[group.status]}</Badge>
              </Td>
              <Td>
                <Link
                  className="font-semibold text-primary hover:underline"
                  to={paths.adminGroupRoster(group.id)}
                >
                  Liste ({group.bookingCount})
                </Link>
              </Td>
            </tr>
          ))}
          {groups.length === 0 ? (
            <TableEmptyRow colSpan={5}>Aucun groupe pour cet atelier.</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>

      {groups.map((group) => (
        <section
          key={group.id}
          aria-label={`Groupe du ${formatDateFr(group.firstSessionDate)}`}
          className="mt-6 rounded-xl border border-border bg-white p-4"
        >
          <h3 className="mb-3 font-bold">
            Groupe du {formatDateFr(group.firstSessionDate)} · {groupStatusLabels[group.status]}
          </h3>
          <GroupEditorForm
            id={`group-${group.id}`}
            form={group.id}
            groupId={group.id}
            defaultValue={groupFormValues(group)}
            answer={answer}
          >
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="save" size="sm" disabled={busy}>
                Enregistrer
              </Button>
            </div>
          </GroupEditorForm>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="form" value={group.id} />
              <input type="hidden" name="groupId" value={group.id} />
              {group.closedAt ? (
                <Button
                  type="submit"
                  name="intent"
                  value="reopen"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                >
                  Rouvrir
                </Button>
              ) : (
                <Button type="submit" name="intent" value="close" variant="outline" size="sm" disabled={busy}>
                  Fermer
                </Button>
              )}
            </Form>
            <Form method="post">
              <input type="hidden" name="form" value={group.id} />
              <input type="hidden" name="groupId" value={group.id} />
              <Button
                type="submit"
                name="intent"
                value="delete"
                variant="destructive"
                size="sm"
                disabled={busy}
              >
                Supprimer
              </Button>
            </Form>
          </div>
          <div className="mt-2">
            <Feedback answer={shown} form={group.id} />
          </div>
        </section>
      ))}

      <section aria-label="Nouveau groupe" className="mt-8 rounded-xl border border-border bg-white p-4">
        <h3 className="mb-3 font-bold">Nouveau groupe</h3>
        <GroupEditorForm id="new-group" form="new" defaultValue={defaults} answer={answer}>
          <div>
            <Button type="submit" name="intent" value="save" disabled={busy}>
              Créer le groupe
            </Button>
          </div>
          <Feedback answer={shown} form="new" />
        </GroupEditorForm>
      </section>

      <section aria-label="Réservations sans groupe" className="mt-8">
        <h3 className="mb-3 text-lg font-bold">Réservations sans groupe</h3>
        <Table aria-label="Réservations sans groupe">
          <thead>
            <tr>
              <Th>Référence</Th>
              <Th>Parent</Th>
              <Th>Reçue le</Th>
              <Th>Affecter à un groupe</Th>
            </tr>
          </thead>
          <tbody>
            {unassigned.map((booking) => (
              <tr key={booking.id}>
                <Td className="font-mono">{booking.reference}</Td>
                <Td>
                  {booking.parent}
                  <div className="text-xs text-muted-foreground">{booking.parentEmail}</div>
                </Td>
                <Td className="whitespace-nowrap">{formatDateFr(booking.createdAt)}</Td>
                <Td>
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="form" value={`assign-${booking.id}`} />
                    <input type="hidden" name="bookingId" value={booking.id} />
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`assign-${booking.id}`}>Groupe pour {booking.reference}</Label>
                      <select
                        id={`assign-${booking.id}`}
                        name="groupId"
                        className="h-9 rounded-lg border border-border bg-white px-2 text-sm"
                        required
                      >
                        {choosable.map((group) => (
                          <option key={group.id} value={group.id}>
                            {sessionDatesText(group, "fr")} · {group.bookedSeats}/{group.capacity}
                          </option>
                        ))}
                      </select>
                    </div>
                    <Button
                      type="submit"
                      name="intent"
                      value="assign"
                      size="sm"
                      disabled={busy || choosable.length === 0}
                    >
                      Affecter
                    </Button>
                    <Feedback answer={shown} form={`assign-${booking.id}`} />
                  </Form>
                </Td>
              </tr>
            ))}
            {unassigned.length === 0 ? (
              <TableEmptyRow colSpan={4}>Aucune réservation en attente de groupe.</TableEmptyRow>
            ) : null}
          </tbody>
        </Table>
      </section>
    </>
  );
}
