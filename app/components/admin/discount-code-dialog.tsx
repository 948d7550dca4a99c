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

  return (
    <DialogContent
      title={discountCode ? "Modifier le code de réduction" : "Nouveau code de réduction"}
      description="Les champs marqués * sont requis. Les montants se saisissent en euros."
    >
      <fetcher.Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {discountCode ? <input type="hidden" name="id" value={discountCode.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.code} label="Code *" className="sm:col-span-2" autoCapitalize="characters" />
          <Field meta={fields.discountType} label="Type de réduction">
            {(control) => (
              <Select
                {...control}
                defaultValue={undefined}
                value={type}
                onChange={(event) => setType(event.target.value === "fixed" ? "fixed" : "percentage")}
              >
                <option value="percentage">Pourcentage</option>
                <option value="fixed">Montant fixe</option>
              </Select>
            )}
          </Field>
          <Field
            meta={fields.discountValue}
            label={type === "fixed" ? "Valeur (€) *" : "Valeur (%) *"}
            inputMode="decimal"
          />
          <Field
            meta={fields.minAmount}
            label="Montant minimum (€)"
            hint="Vide : aucun minimum"
            inputMode="decimal"
          />
          <Field
            meta={fields.maxUses}
            label="Utilisations maximum"
            hint={
              discountCode
                ? `Vide : illimité · ${countOf(discountCode.usedCount, { one: "utilisation", other: "utilisations" }, "fr")}`
                : "Vide : illimité"
            }
            type="number"
            min={1}
            step={1}
          />
          <Field
            meta={fields.expiresAt}
            label="Date d'expiration"
            hint="Vide : n'expire pas (heure de Paris)"
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
          <Label htmlFor="discount-isActive">Actif</Label>
        </div>
        <DialogFormActions busy={busy} editing={Boolean(discountCode)} />
      </fetcher.Form>
    </DialogContent>
  );
}
