import { Plus } from "lucide-react";
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
import { RowEditDelete } from "#app/components/admin/row-edit-delete.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { stickyActions, Table, TableEmptyRow, Td, Th } from "#app/components/ui/table.tsx";
import { formatDateTimeFr } from "#shared/admin/dates.ts";
import { discountCodeFormSchema } from "#shared/admin/discount-code-form.ts";
import { discountCodeRefusalText } from "#shared/admin/discount-code-answer.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import {
  discountCodeStatus,
  discountCodeStatusLabel,
  type DiscountCodeStatus,
} from "#shared/admin/statuses.ts";
import { formatEurosFr } from "#shared/money.ts";
import { changeResponse } from "#app/lib/admin/change-response.ts";
import { runChangeAction } from "#server/admin/change-action.server.ts";
import { inWords } from "#server/admin/result.server.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import {
  deleteDiscountCode,
  listDiscountCodes,
  saveDiscountCode,
} from "#server/discounts/admin-discount-codes.server.ts";
import type { Route } from "./+types/discount-codes";

/** The screen's toasts (docs/product/languages-and-texts.md#back-office-toasts). */
function texts(language: Language) {
  const locale = { locale: language };
  return {
    loadError: m.admin_discount_codes_load_error({}, locale),
    saveError: m.admin_discount_codes_save_error({}, locale),
    deleteError: m.admin_discount_codes_delete_error({}, locale),
    created: m.admin_discount_codes_created({}, locale),
    updated: m.admin_discount_codes_updated({}, locale),
    deleted: m.admin_discount_codes_deleted({}, locale),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = { locale: backOfficeLanguage };
  return [{ title: pageTitle(matches, m.admin_discount_codes_title({}, locale), "back-office") }];
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
  const language = backOfficeLanguage;
  const refusalText = (refusal: Parameters<typeof discountCodeRefusalText>[0]) =>
    discountCodeRefusalText(refusal, language);
  const outcome = await runChangeAction(await request.formData(), {
    actor: { id: user.id, email: user.email },
    logger,
    what: "Discount code",
    schema: discountCodeFormSchema(language),
    save: async (actor, input) => inWords(await saveDiscountCode(db, actor, input), refusalText),
    remove: async (actor, id) => inWords(await deleteDiscountCode(db, actor, id), refusalText),
  });
  return changeResponse(outcome, texts(language), { language });
}

const statusVariant = {
  active: "success",
  inactive: "muted",
  expired: "destructive",
  used_up: "warning",
} as const;

function valueLabel(code: Row, language: Language) {
  return code.discountType === "percentage"
    ? m.admin_discount_codes_percent({ value: code.discountValue }, { locale: language })
    : formatEurosFr(code.discountValue);
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { codes, failed } = loaderData;
  const language = useLanguage();
  const locale = { locale: language };
  const text = texts(language);
  useLoadErrorToast(failed, text.loadError);
  const { editing, dialogKey, open, close } = useEditDialog<Row>();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleter = useFetcher<ChangeAnswer>();
  useChangeToast(deleter);

  return (
    <>
      <AdminPageHeader
        title={m.admin_discount_codes_title({}, locale)}
        description={m.admin_discount_codes_description({}, locale)}
        actions={
          <Button size="sm" onClick={() => open("new")}>
            <Plus aria-hidden="true" />
            {m.admin_discount_codes_new({}, locale)}
          </Button>
        }
      />
      {failed ? <LoadFailed message={text.loadError} /> : null}
      <Table aria-label={m.admin_discount_codes_title({}, locale)}>
        <thead>
          <tr>
            <Th>{m.admin_discount_codes_col_code({}, locale)}</Th>
            <Th>{m.admin_discount_codes_col_discount({}, locale)}</Th>
            <Th>{m.admin_discount_codes_col_minimum({}, locale)}</Th>
            <Th>{m.admin_discount_codes_col_uses({}, locale)}</Th>
            <Th>{m.admin_discount_codes_col_expiry({}, locale)}</Th>
            <Th>{m.admin_discount_codes_col_status({}, locale)}</Th>
            <Th className={stickyActions.head}>{m.admin_actions({}, locale)}</Th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <Td className="font-mono font-semibold">{code.code}</Td>
              <Td className="whitespace-nowrap">{valueLabel(code, language)}</Td>
              <Td className="whitespace-nowrap">
                {code.minAmount === null ? m.admin_none({}, locale) : formatEurosFr(code.minAmount)}
              </Td>
              <Td className="tabular-nums">
                {code.usedCount}
                {code.maxUses === null ? "" : `/${code.maxUses}`}
              </Td>
              <Td className="whitespace-nowrap">
                {code.expiresAt ? formatDateTimeFr(code.expiresAt) : m.admin_none({}, locale)}
              </Td>
              <Td>
                <Badge variant={statusVariant[code.status]}>
                  {discountCodeStatusLabel(code.status, language)}
                </Badge>
              </Td>
              <Td className={stickyActions.cell}>
                <RowEditDelete
                  name={code.code}
                  onEdit={() => open(code)}
                  onDelete={() => setDeleting(code)}
                />
              </Td>
            </tr>
          ))}
          {codes.length === 0 && !failed ? (
            <TableEmptyRow colSpan={7}>{m.admin_discount_codes_empty({}, locale)}</TableEmptyRow>
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
        title={m.admin_discount_codes_delete_title({}, locale)}
        question={m.admin_discount_codes_confirm_delete({}, locale)}
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
