import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import type { TimeZoneChoice } from "#shared/admin/time-zone-choices.ts";
import { m } from "#shared/i18n/messages.ts";

/** A group as the editor's fields hold it: the text of each field (shared/admin/group-form.ts reads it). */
export type GroupFormValues = {
  firstSessionDate: string;
  startTime: string;
  timeZone: string;
  capacity: string;
  sessionCount: string;
  sessionMinutes: string;
  videoUrl: string;
};

/** The id of the page's list of time zones, which every group form's zone field searches. */
export const TIME_ZONE_LIST_ID = "time-zones";

/** The time zones, named in the back-office's language, the academy's first (shared/admin/time-zone-choices.ts). */
export function TimeZoneList({ zones }: { zones: TimeZoneChoice[] }) {
  return (
    <datalist id={TIME_ZONE_LIST_ID}>
      {zones.map((zone) => (
        <option key={zone.id} value={zone.id} label={zone.label} />
      ))}
    </datalist>
  );
}

const wholeNumber = { type: "number", inputMode: "numeric", min: 1 } as const;

/**
 * One form of the group editor (docs/product/groups.md#group-editor), the house's way
 * (docs/decisions/012-forms-and-messages.md): Conform and `Field`, checked by the route action with
 * the shared schema, whose reply puts each message under its field. A plain form post, so it
 * works before the script loads. `children` are its buttons (the submit one sends `intent=save`).
 */
export function GroupEditorForm({
  id,
  form: formName,
  groupId,
  defaultValue,
  answer,
  children,
}: {
  /** The form's id in the page (its fields' ids start with it). */
  id: string;
  /** Which form the action's answer is for: 'new' or the group's id. */
  form: string;
  /** The group being changed; none for a new group. */
  groupId?: string;
  defaultValue: GroupFormValues;
  /** The action's latest answer, to whichever of the page's forms it was posted from. */
  answer: { form: string; submission?: SubmissionResult<string[]> } | undefined;
  children: ReactNode;
}) {
  // The messages under the fields are those of the latest answer, if it refused this form; any
  // other answer (saved, or another form's) clears them. One result per answer: Conform applies
  // a result once, when it changes.
  const lastResult = useMemo(
    () => (answer ? ((answer.form === formName ? answer.submission : undefined) ?? {}) : undefined),
    [answer, formName],
  );
  const [form, fields] = useForm<GroupFormValues>({ id, defaultValue, lastResult });
  const locale = { locale: useLanguage() };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="form" value={formName} />
      {groupId ? <input type="hidden" name="id" value={groupId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          meta={fields.firstSessionDate}
          label={m.admin_groups_field_first_date({}, locale)}
          className="min-w-0"
          type="date"
        />
        <Field
          meta={fields.startTime}
          label={m.admin_groups_field_start_time({}, locale)}
          hint={m.admin_groups_field_start_time_hint({}, locale)}
          className="min-w-0"
          type="time"
        />
        {/* The page's one list of zones (TimeZoneList), searched as the administrator types. */}
        <Field
          meta={fields.timeZone}
          label={m.admin_groups_field_time_zone({}, locale)}
          hint={m.admin_groups_field_time_zone_hint({}, locale)}
          className="min-w-0"
          list={TIME_ZONE_LIST_ID}
          autoComplete="off"
        />
        <Field
          meta={fields.capacity}
          label={m.admin_groups_field_capacity({}, locale)}
          className="min-w-0"
          {...wholeNumber}
        />
        <Field
          meta={fields.sessionCount}
          label={m.admin_groups_field_session_count({}, locale)}
          className="min-w-0"
          {...wholeNumber}
        />
        <Field
          meta={fields.sessionMinutes}
          label={m.admin_groups_field_session_minutes({}, locale)}
          className="min-w-0"
          {...wholeNumber}
        />
        <Field
          meta={fields.videoUrl}
          label={m.admin_groups_field_video_url({}, locale)}
          className="min-w-0"
          type="url"
        />
      </div>
      {children}
    </Form>
  );
}
