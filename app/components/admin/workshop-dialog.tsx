import { getFormProps } from "@conform-to/react";
import { Field } from "#app/components/forms/field.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { countOf } from "#shared/plural.ts";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { highlightsToText } from "#shared/admin/highlights.ts";
import { WORKSHOP_ICONS, workshopIconLabelsFr } from "#shared/admin/workshop-icons.ts";
import { DialogFormActions } from "./dialog-form-actions.tsx";
import { ScheduleOptionsEditor, type EditableOption } from "./schedule-options-editor.tsx";
import { useChangeForm } from "./use-change-form.ts";

export type EditableWorkshop = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  price: number;
  duration: string;
  sessions: string;
  groupSize: string;
  ageMin: number;
  ageMax: number;
  icon: string;
  sortOrder: number;
  maxSeats: number;
  bookedSeats: number;
  nextStart: string | null;
  highlights: string[];
  isActive: boolean;
  scheduleOptions: EditableOption[];
};

/** The dialog's first values, as the form holds them: text, the price in euros written the French way. */
function formValues(workshop: EditableWorkshop | null) {
  return {
    title: workshop?.title ?? "",
    subtitle: workshop?.subtitle ?? "",
    description: workshop?.description ?? "",
    price: centsToEurosInput(workshop?.price),
    duration: workshop?.duration ?? "",
    maxSeats: String(workshop?.maxSeats ?? 6),
    nextStart: workshop?.nextStart ?? "",
    sessions: workshop?.sessions ?? "",
    groupSize: workshop?.groupSize ?? "4-6 teens",
    ageMin: String(workshop?.ageMin ?? 10),
    ageMax: String(workshop?.ageMax ?? 16),
    icon: workshop?.icon ?? "sparkles",
    sortOrder: String(workshop?.sortOrder ?? 0),
    highlights: highlightsToText(workshop?.highlights ?? []),
    // Written by the schedule options editor into its hidden input.
    scheduleOptions: "",
  };
}

/** docs/product/accounts-and-back-office.md#workshops-screen and docs/product/accounts-and-back-office.md#dialogs-and-toasts: the workshop create/edit dialog; closes and toasts on success. */
export function WorkshopDialog({
  workshop,
  onDone,
}: {
  workshop: EditableWorkshop | null;
  onDone: () => void;
}) {
  const { fetcher, form, fields, busy } = useChangeForm("workshop", formValues(workshop), onDone);
  // A slot's message is filed under its own path (scheduleOptions[0].dateRange): the first one shows.
  const scheduleError = Object.values(fields.scheduleOptions.allErrors as Record<string, string[]>)[0]?.[0];

  return (
    <DialogContent
      title={workshop ? "Modifier l'atelier" : "Nouvel atelier"}
      description="Les champs marqués * sont requis. Le prix se saisit en euros."
      className="max-w-2xl"
    >
      <fetcher.Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {workshop ? <input type="hidden" name="id" value={workshop.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.title} label="Titre *" className="sm:col-span-2" />
          <Field meta={fields.subtitle} label="Sous-titre" className="sm:col-span-2" />
          <Field meta={fields.description} label="Description *" className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={4} />}
          </Field>
          <Field
            meta={fields.price}
            label="Prix (€) *"
            hint="Par exemple 270 ou 249,50"
            inputMode="decimal"
          />
          <Field meta={fields.duration} label="Durée *" hint="Par exemple « 4 weeks »" />
          <Field
            meta={fields.maxSeats}
            label="Places maximum *"
            hint={
              workshop
                ? countOf(workshop.bookedSeats, { one: "place réservée", other: "places réservées" }, "fr")
                : undefined
            }
            type="number"
            min={0}
            step={1}
          />
          <Field meta={fields.nextStart} label="Prochaine date *" type="date" />
          <Field meta={fields.sessions} label="Séances" />
          <Field meta={fields.groupSize} label="Taille du groupe" />
          <Field meta={fields.ageMin} label="Âge minimum *" type="number" min={1} />
          <Field meta={fields.ageMax} label="Âge maximum *" type="number" min={1} />
          <Field meta={fields.icon} label="Icône">
            {(control) => (
              <Select {...control}>
                {WORKSHOP_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {workshopIconLabelsFr[icon]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field meta={fields.sortOrder} label="Ordre d'affichage" type="number" />
          <Field
            meta={fields.highlights}
            label="Points forts"
            hint="Un par ligne ; les lignes vides sont ignorées."
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={4} />}
          </Field>
        </div>
        <ScheduleOptionsEditor initial={workshop?.scheduleOptions ?? []} error={scheduleError} />
        <div className="flex items-center gap-2">
          <Checkbox
            id="workshop-isActive"
            name="isActive"
            defaultChecked={workshop ? workshop.isActive : true}
          />
          <Label htmlFor="workshop-isActive">Actif</Label>
        </div>
        <DialogFormActions busy={busy} editing={Boolean(workshop)} />
      </fetcher.Form>
    </DialogContent>
  );
}
