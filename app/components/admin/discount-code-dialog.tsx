import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Field } from "#app/components/forms/field.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { countOf } from "#shared/plural.ts";
import { Select } from "#app/components/ui/select.tsx";
import { toDateTimeLocal } from "#shared/admin/dates.ts";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useChangeForm } from "./use-change-form.ts";

export type EditableDiscountCode = {
  id: string;
  code: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  minAmount: number | null;
  maxUses: number | null;
  usedCount: number;
  expiresAt: string | null;
  isActive: boolean;
};

/** The dialog's first values, as the form holds them: text, amounts in euros written the French way. */
function formValues(discountCode: EditableDiscountCode | null) {
  return {
    code: discountCode?.code ?? "",
    discountType: discountCode?.discountType ?? "percentage",
    discountValue:
      discountCode === null
        ? ""
        : discountCode.discountType === "fixed"
          ? centsToEurosInput(discountCode.discountValue)
          : String(discountCode.discountValue),
    minAmount: centsToEurosInput(discountCode?.minAmount),
    maxUses: discountCode?.maxUses == null ? "" : String(discountCode.maxUses),
    expiresAt: toDateTimeLocal(discountCode?.expiresAt),
  };
}

/** docs/product/accounts-and-back-office.md#discount-codes-screen: the discount-code create/edit dialog. */
export function DiscountCodeDialog({
  discountCode,
  onDone,
}: {
  discountCode: EditableDiscountCode | null;
  onDone: () => void;
}) {
  const { fetcher, form, fields, busy } = useChangeForm("discount", formValues(discountCode), onDone);
  const [type, setType] = useState(discountCode?.discountType ?? "percentage");
  const language = useLanguage();
  const locale = { locale: language };

  return (
    <DialogContent
      title={
        discountCode
          ? m.admin_discount_code_dialog_edit({}, locale)
          : m.admin_discount_code_dialog_new({}, locale)
      }
      description={m.admin_discount_code_dialog_description({}, locale)}
    >
      <fetcher.Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {discountCode ? <input type="hidden" name="id" value={discountCode.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.code}
            label={m.admin_discount_code_field_code({}, locale)}
            className="sm:col-span-2"
            autoCapitalize="characters"
          />
          <Field meta={fields.discountType} label={m.admin_discount_code_field_type({}, locale)}>
            {(control) => (
              <Select
                {...control}
                defaultValue={undefined}
                value={type}
                onChange={(event) => setType(event.target.value === "fixed" ? "fixed" : "percentage")}
              >
                <option value="percentage">{m.admin_discount_code_type_percentage({}, locale)}</option>
                <option value="fixed">{m.admin_discount_code_type_fixed({}, locale)}</option>
              </Select>
            )}
          </Field>
          <Field
            meta={fields.discountValue}
            label={
              type === "fixed"
                ? m.admin_discount_code_field_value_fixed({}, locale)
                : m.admin_discount_code_field_value_percentage({}, locale)
            }
            inputMode="decimal"
          />
          <Field
            meta={fields.minAmount}
            label={m.admin_discount_code_field_minimum({}, locale)}
            hint={m.admin_discount_code_hint_no_minimum({}, locale)}
            inputMode="decimal"
          />
          <Field
            meta={fields.maxUses}
            label={m.admin_discount_code_field_max_uses({}, locale)}
            hint={
              discountCode
                ? m.admin_discount_code_hint_unlimited_used(
                    {
                      uses: countOf(
                        discountCode.usedCount,
                        {
                          one: m.admin_discount_code_use_one({}, locale),
                          other: m.admin_discount_code_use_other({}, locale),
                        },
                        language,
                      ),
                    },
                    locale,
                  )
                : m.admin_discount_code_hint_unlimited({}, locale)
            }
            type="number"
            min={1}
            step={1}
          />
          <Field
            meta={fields.expiresAt}
            label={m.admin_discount_code_field_expiry({}, locale)}
            hint={m.admin_discount_code_hint_expiry({}, locale)}
            className="sm:col-span-2"
            type="datetime-local"
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="discount-isActive"
            name="isActive"
            defaultChecked={discountCode ? discountCode.isActive : true}
          />
          <Label htmlFor="discount-isActive">{m.admin_discount_code_field_active({}, locale)}</Label>
        </div>
        <DialogFormActions busy={busy} editing={Boolean(discountCode)} />
      </fetcher.Form>
    </DialogContent>
  );
}
