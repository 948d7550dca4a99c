import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { toDateTimeLocal } from "#shared/admin/dates.ts";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { FormField } from "./form-field.tsx";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useChangeToast } from "./use-change-toast.ts";

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

/** docs/product/accounts-and-back-office.md#discount-codes-screen: the discount-code create/edit dialog. */
export function DiscountCodeDialog({
  discountCode,
  onDone,
}: {
  discountCode: EditableDiscountCode | null;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ChangeAnswer>();
  useChangeToast(fetcher, onDone);
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined) ?? {};
  const busy = fetcher.state !== "idle";
  const [type, setType] = useState(discountCode?.discountType ?? "percentage");
  const field = { idPrefix: "discount" };
  const value =
    discountCode === null
      ? ""
      : discountCode.discountType === "fixed"
        ? centsToEurosInput(discountCode.discountValue)
        : String(discountCode.discountValue);

  return (
    <DialogContent
      title={discountCode ? "Modifier le code de réduction" : "Nouveau code de réduction"}
      description="Les champs marqués * sont requis. Les montants se saisissent en euros."
    >
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {discountCode ? <input type="hidden" name="id" value={discountCode.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field} name="code" label="Code *" error={errors.code} className="sm:col-span-2">
            {(control) => (
              <Input {...control} autoCapitalize="characters" defaultValue={discountCode?.code} />
            )}
          </FormField>
          <FormField {...field} name="discountType" label="Type de réduction" error={errors.discountType}>
            {(control) => (
              <Select
                {...control}
                value={type}
                onChange={(event) => setType(event.target.value === "fixed" ? "fixed" : "percentage")}
              >
                <option value="percentage">Pourcentage</option>
                <option value="fixed">Montant fixe</option>
              </Select>
            )}
          </FormField>
          <FormField
            {...field}
            name="discountValue"
            label={type === "fixed" ? "Valeur (€) *" : "Valeur (%) *"}
            error={errors.discountValue}
          >
            {(control) => <Input {...control} inputMode="decimal" defaultValue={value} />}
          </FormField>
          <FormField
            {...field}
            name="minAmount"
            label="Montant minimum (€)"
            hint="Vide : aucun minimum"
            error={errors.minAmount}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                defaultValue={centsToEurosInput(discountCode?.minAmount)}
              />
            )}
          </FormField>
          <FormField
            {...field}
            name="maxUses"
            label="Utilisations maximum"
            hint={
              discountCode ? `Vide : illimité · ${discountCode.usedCount} utilisation(s)` : "Vide : illimité"
            }
            error={errors.maxUses}
          >
            {(control) => (
              <Input {...control} type="number" min={1} step={1} defaultValue={discountCode?.maxUses ?? ""} />
            )}
          </FormField>
          <FormField
            {...field}
            name="expiresAt"
            label="Date d'expiration"
            hint="Vide : n'expire pas (heure de Paris)"
            error={errors.expiresAt}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                defaultValue={toDateTimeLocal(discountCode?.expiresAt)}
              />
            )}
          </FormField>
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
