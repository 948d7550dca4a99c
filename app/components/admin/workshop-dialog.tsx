import { getFormProps } from "@conform-to/react";
import { Link } from "react-router";
import { paths } from "#shared/paths.ts";
import { Field } from "#app/components/forms/field.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { DialogContent } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { countOf } from "#shared/plural.ts";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { centsToEurosInput } from "#shared/admin/euros.ts";
import { highlightsToText } from "#shared/admin/highlights.ts";
import { WORKSHOP_ICONS, workshopIconLabel } from "#shared/admin/workshop-icons.ts";
import { DialogFormActions } from "./dialog-form-actions.tsx";
import { useChangeForm } from "./use-change-form.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { WorkshopTranslation } from "#shared/workshop-texts.ts";

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
  minTeens: number;
  bookedSeats: number;
  highlights: string[];
  isActive: boolean;
  frenchTexts: WorkshopTranslation;
  /** The texts written in English and not yet in French, by their field's name. */
  missingFrench?: string[];
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
    minTeens: String(workshop?.minTeens ?? 3),
    sessions: workshop?.sessions ?? "",
    groupSize: workshop?.groupSize ?? "4-6 teens",
    ageMin: String(workshop?.ageMin ?? 10),
    ageMax: String(workshop?.ageMax ?? 16),
    icon: workshop?.icon ?? "sparkles",
    sortOrder: String(workshop?.sortOrder ?? 0),
    highlights: highlightsToText(workshop?.highlights ?? []),
    titleFr: workshop?.frenchTexts.title ?? "",
    subtitleFr: workshop?.frenchTexts.subtitle ?? "",
    descriptionFr: workshop?.frenchTexts.description ?? "",
    durationFr: workshop?.frenchTexts.duration ?? "",
    sessionsFr: workshop?.frenchTexts.sessions ?? "",
    groupSizeFr: workshop?.frenchTexts.groupSize ?? "",
    highlightsFr: highlightsToText(workshop?.frenchTexts.highlights ?? []),
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
  const language = useLanguage();
  const locale = { locale: language };

  return (
    <DialogContent
      title={workshop ? m.admin_workshop_dialog_edit({}, locale) : m.admin_workshops_new({}, locale)}
      description={m.admin_workshop_dialog_description({}, locale)}
      className="max-w-4xl"
    >
      <fetcher.Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="save" />
        {workshop ? <input type="hidden" name="id" value={workshop.id} /> : null}
        {/* Each text beside its French version: the English site reads the left, /fr the right. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <p className="hidden text-sm font-semibold sm:block">
            {m.admin_workshop_column_english({}, locale)}
          </p>
          <p className="hidden text-sm font-semibold sm:block">
            {m.admin_workshop_column_french({}, locale)}
            <span className="block text-xs font-normal text-muted-foreground">
              {m.admin_workshop_hint_french({}, locale)}
            </span>
            {workshop?.missingFrench?.length ? (
              <span className="block text-xs font-normal text-amber-700">
                {m.admin_workshops_missing_translations(
                  { fields: workshop.missingFrench.join(", ") },
                  locale,
                )}
              </span>
            ) : null}
          </p>
          <Field meta={fields.title} label={m.admin_workshop_field_title({}, locale)} />
          <Field meta={fields.titleFr} label={m.admin_workshop_field_title_fr({}, locale)} lang="fr" />
          <Field meta={fields.subtitle} label={m.admin_workshop_field_subtitle({}, locale)} />
          <Field meta={fields.subtitleFr} label={m.admin_workshop_field_subtitle_fr({}, locale)} lang="fr" />
          <Field meta={fields.description} label={m.admin_workshop_field_description({}, locale)}>
            {(control) => <Textarea {...control} rows={4} />}
          </Field>
          <Field meta={fields.descriptionFr} label={m.admin_workshop_field_description_fr({}, locale)}>
            {(control) => <Textarea {...control} rows={4} lang="fr" />}
          </Field>
          <Field
            meta={fields.duration}
            label={m.admin_workshop_field_duration({}, locale)}
            hint={m.admin_workshop_hint_duration({}, locale)}
          />
          <Field meta={fields.durationFr} label={m.admin_workshop_field_duration_fr({}, locale)} lang="fr" />
          <Field meta={fields.sessions} label={m.admin_workshop_field_sessions({}, locale)} />
          <Field meta={fields.sessionsFr} label={m.admin_workshop_field_sessions_fr({}, locale)} lang="fr" />
          <Field meta={fields.groupSize} label={m.admin_workshop_field_group_size({}, locale)} />
          <Field
            meta={fields.groupSizeFr}
            label={m.admin_workshop_field_group_size_fr({}, locale)}
            lang="fr"
          />
          <Field
            meta={fields.highlights}
            label={m.admin_workshop_field_highlights({}, locale)}
            hint={m.admin_workshop_hint_highlights({}, locale)}
          >
            {(control) => <Textarea {...control} rows={4} />}
          </Field>
          <Field meta={fields.highlightsFr} label={m.admin_workshop_field_highlights_fr({}, locale)}>
            {(control) => <Textarea {...control} rows={4} lang="fr" />}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.price}
            label={m.admin_workshop_field_price({}, locale)}
            hint={m.admin_workshop_hint_price({}, locale)}
            inputMode="decimal"
          />
          <Field
            meta={fields.maxSeats}
            label={m.admin_workshop_field_max_seats({}, locale)}
            hint={
              workshop
                ? countOf(
                    workshop.bookedSeats,
                    {
                      one: m.admin_workshop_seat_booked_one({}, locale),
                      other: m.admin_workshop_seat_booked_other({}, locale),
                    },
                    language,
                  )
                : undefined
            }
            type="number"
            min={0}
            step={1}
          />
          <Field
            meta={fields.minTeens}
            label={m.admin_workshop_field_min_teens({}, locale)}
            hint={m.admin_workshop_hint_min_teens({}, locale)}
            type="number"
            min={1}
            step={1}
          />
          <Field
            meta={fields.ageMin}
            label={m.admin_workshop_field_age_min({}, locale)}
            type="number"
            min={1}
          />
          <Field
            meta={fields.ageMax}
            label={m.admin_workshop_field_age_max({}, locale)}
            type="number"
            min={1}
          />
          <Field meta={fields.icon} label={m.admin_workshop_field_icon({}, locale)}>
            {(control) => (
              <Select {...control}>
                {WORKSHOP_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {workshopIconLabel(icon, language)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            meta={fields.sortOrder}
            label={m.admin_workshop_field_sort_order({}, locale)}
            type="number"
          />
        </div>
        {/* A group is made in one place: the group editor (dates, times, seats and link together). */}
        <p className="text-sm text-muted-foreground">
          {m.admin_workshop_groups_elsewhere({}, locale)}{" "}
          {workshop ? (
            <Link
              to={paths.adminWorkshopGroups(workshop.id)}
              className="font-medium text-primary hover:underline"
            >
              {m.admin_workshop_groups_link({}, locale)}
            </Link>
          ) : null}
        </p>
        <div className="flex items-center gap-2">
          <Checkbox
            id="workshop-isActive"
            name="isActive"
            defaultChecked={workshop ? workshop.isActive : true}
          />
          <Label htmlFor="workshop-isActive">{m.admin_workshop_field_active({}, locale)}</Label>
        </div>
        <DialogFormActions busy={busy} editing={Boolean(workshop)} />
      </fetcher.Form>
    </DialogContent>
  );
}
