import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useFetcher } from "react-router";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { highlightsToText } from "#shared/admin/highlights.ts";
import { WORKSHOP_ICONS } from "#shared/admin/workshop-icons.ts";
import { FormField } from "./form-field.tsx";
import { ScheduleOptionsEditor, type EditableOption } from "./schedule-options-editor.tsx";
import type { ChangeAnswer } from "#shared/change-answer.ts";
import { useChangeToast } from "./use-change-toast.ts";

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

/** docs/product/accounts-and-back-office.md#workshops-screen and docs/product/accounts-and-back-office.md#dialogs-and-toasts: the workshop create/edit dialog; closes and toasts on success. */
export function WorkshopDialog({
  workshop,
  onDone,
}: {
  workshop: EditableWorkshop | null;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ChangeAnswer>();
  useChangeToast(fetcher, onDone);
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined) ?? {};
  const busy = fetcher.state !== "idle";
  const field = { idPrefix: "workshop" };

  return (
    <DialogContent
      title={workshop ? "Modifier l'atelier" : "Nouvel atelier"}
      description="Les champs marqués * sont requis. Le prix se saisit en euros."
      className="max-w-2xl"
    >
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {workshop ? <input type="hidden" name="id" value={workshop.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field} name="title" label="Titre *" error={errors.title} className="sm:col-span-2">
            {(control) => <Input {...control} defaultValue={workshop?.title} />}
          </FormField>
          <FormField
            {...field}
            name="subtitle"
            label="Sous-titre"
            error={errors.subtitle}
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} defaultValue={workshop?.subtitle} />}
          </FormField>
          <FormField
            {...field}
            name="description"
            label="Description *"
            error={errors.description}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={4} defaultValue={workshop?.description} />}
          </FormField>
          <FormField
            {...field}
            name="price"
            label="Prix (€) *"
            error={errors.price}
            hint="Par exemple 270 ou 249,50"
          >
            {(control) => (
              <Input {...control} inputMode="decimal" defaultValue={centsToEurosInput(workshop?.price)} />
            )}
          </FormField>
          <FormField
            {...field}
            name="duration"
            label="Durée *"
            error={errors.duration}
            hint="Par exemple « 4 weeks »"
          >
            {(control) => <Input {...control} defaultValue={workshop?.duration} />}
          </FormField>
          <FormField
            {...field}
            name="maxSeats"
            label="Places maximum *"
            error={errors.maxSeats}
            hint={workshop ? `${workshop.bookedSeats} place(s) réservée(s)` : undefined}
          >
            {(control) => (
              <Input {...control} type="number" min={0} step={1} defaultValue={workshop?.maxSeats ?? 6} />
            )}
          </FormField>
          <FormField {...field} name="nextStart" label="Prochaine date *" error={errors.nextStart}>
            {(control) => <Input {...control} type="date" defaultValue={workshop?.nextStart ?? ""} />}
          </FormField>
          <FormField {...field} name="sessions" label="Séances" error={errors.sessions}>
            {(control) => <Input {...control} defaultValue={workshop?.sessions} />}
          </FormField>
          <FormField {...field} name="groupSize" label="Taille du groupe" error={errors.groupSize}>
            {(control) => <Input {...control} defaultValue={workshop?.groupSize ?? "4-6 teens"} />}
          </FormField>
          <FormField {...field} name="ageMin" label="Âge minimum *" error={errors.ageMin}>
            {(control) => <Input {...control} type="number" min={1} defaultValue={workshop?.ageMin ?? 10} />}
          </FormField>
          <FormField {...field} name="ageMax" label="Âge maximum *" error={errors.ageMax}>
            {(control) => <Input {...control} type="number" min={1} defaultValue={workshop?.ageMax ?? 16} />}
          </FormField>
          <FormField {...field} name="icon" label="Icône" error={errors.icon}>
            {(control) => (
              <Select {...control} defaultValue={workshop?.icon ?? "sparkles"}>
                {WORKSHOP_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField {...field} name="sortOrder" label="Ordre d'affichage" error={errors.sortOrder}>
            {(control) => <Input {...control} type="number" defaultValue={workshop?.sortOrder ?? 0} />}
          </FormField>
          <FormField
            {...field}
            name="highlights"
            label="Points forts"
            hint="Un par ligne ; les lignes vides sont ignorées."
            error={errors.highlights}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea {...control} rows={4} defaultValue={highlightsToText(workshop?.highlights ?? [])} />
            )}
          </FormField>
        </div>
        <ScheduleOptionsEditor initial={workshop?.scheduleOptions ?? []} error={errors.scheduleOptions} />
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
