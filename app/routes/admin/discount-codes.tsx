import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useEditDialog } from "#app/components/admin/use-edit-dialog.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import {
  DiscountCodeDialog,
  type EditableDiscountCode,
} from "#app/components/admin/discount-code-dialog.tsx";
import { LoadFailed } from "#app/components/admin/load-failed.tsx";
import { useChangeToast, useLoadErrorToast } from "#app/components/admin/use-change-toast.ts";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { ConfirmDialog } from "#app/components/ui/alert-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { stickyActions, Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { discountCodeFormSchema } from "#shared/admin/discount-code-form.ts";
import { discountCodeStatus, type DiscountCodeStatus } from "#shared/admin/statuses.ts";
import { formatEurosFr } from "#shared/money.ts";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import {
  deleteDiscountCode,
  listDiscountCodes,
  saveDiscountCode,
} from "#server/discounts/admin-discount-codes.server.ts";
import type { Route } from "./+types/discount-codes";

const text = {
  loadError: "Impossible de charger les codes de réduction",
  saveError: "Impossible de sauvegarder le code de réduction",
  deleteError: "Impossible de supprimer le code de réduction",
  created: "Code de réduction créé avec succès",
  updated: "Code de réduction mis à jour avec succès",
  deleted: "Code de réduction supprimé avec succès",
  confirmDelete: "Êtes-vous sûr de vouloir supprimer ce code de réduction ?",
} as const;

export function meta() {
  return [{ title: "Codes de réduction · Administration" }];
}

type Row = EditableDiscountCode & { status: DiscountCodeStatus };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const now = new Date();
    const codes: Row[] = (await listDiscountCodes(context.services.db)).map((row) => ({
      id: row.id,
      code: row.code,
      discountType: row.discountType,
      discountValue: row.discountValue,
      minAmount: row.minAmount,
      maxUses: row.maxUses,
      usedCount: row.usedCount,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      isActive: row.isActive,
      // Derived on the server, at the request's time, so the page and its HTML agree.
      status: discountCodeStatus(row, now),
    }));
    return { codes, failed: false };
  } catch (error) {
    context.services.logger.error({ err: error }, "Error loading discount codes");
    return { codes: [] as Row[], failed: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Discount code",
    schema: discountCodeFormSchema,
    save: (actor, input) => saveDiscountCode(db, actor, input),
    remove: (actor, id) => deleteDiscountCode(db, actor, id),
  });
  return changeResponse(outcome, text);
}

const statusVariant = {
  Actif: "success",
  Inactif: "muted",
  Expiré: "destructive",
  Épuisé: "warning",
} as const;

function valueLabel(code: Row) {
  return code.discountType === "percentage" ? `${code.discountValue} %` : formatEurosFr(code.discountValue);
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { codes, failed } = loaderData;
  useLoadErrorToast(failed, text.loadError);
  const { editing, dialogKey, open, close } = useEditDialog<Row>();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleter = useFetcher<ChangeAnswer>();
  useChangeToast(deleter);

  return (
    <>
      <AdminPageHeader
        title="Codes de réduction"
        description="Créez et gérez les codes de réduction."
        actions={
          <Button size="sm" onClick={() => open("new")}>
            <Plus aria-hidden="true" />
            Nouveau code
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      <Table aria-label="Codes de réduction">
        <thead>
          <tr>
            <Th>Code</Th>
            <Th>Réduction</Th>
            <Th>Montant minimum</Th>
            <Th>Utilisations</Th>
            <Th>Expiration</Th>
            <Th>Statut</Th>
            <Th className={stickyActions.head}>Actions</Th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <Td className="font-mono font-semibold">{code.code}</Td>
              <Td className="whitespace-nowrap">{valueLabel(code)}</Td>
              <Td className="whitespace-nowrap">
                {code.minAmount === null ? "—" : formatEurosFr(code.minAmount)}
              </Td>
              <Td className="tabular-nums">
                {code.usedCount}
                {code.maxUses === null ? "" : `/${code.maxUses}`}
              </Td>
              <Td className="whitespace-nowrap">{code.expiresAt ? formatDateTimeFr(code.expiresAt) : "—"}</Td>
              <Td>
                <Badge variant={statusVariant[code.status]}>{code.status}</Badge>
              </Td>
              <Td className={stickyActions.cell}>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Modifier ${code.code}`}
                  onClick={() => open(code)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Supprimer ${code.code}`}
                  onClick={() => setDeleting(code)}
                >
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </Button>
              </Td>
            </tr>
          ))}
          {codes.length === 0 && !failed ? (
            <TableEmptyRow colSpan={7}>Aucun code de réduction.</TableEmptyRow>
          ) : null}
        </tbody>
      </Table>

      <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        {editing !== null ? (
          <DiscountCodeDialog
            key={dialogKey}
            discountCode={editing === "new" ? null : editing}
            onDone={close}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Supprimer le code de réduction"
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
