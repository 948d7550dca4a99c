import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "#app/components/forms/field.tsx";

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

const wholeNumber = { type: "number", inputMode: "numeric", min: 1 } as const;

/**
 * One form of the group editor (docs/product/groups.md#group-editor), the house's way
 * (docs/decisions/012-forms-and-messages.md): Conform and `Field`, checked by the route action with
 * the shared schema, whose reply puts each French message under its field. A plain form post, so it
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
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="form" value={formName} />
      {groupId ? <input type="hidden" name="id" value={groupId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field meta={fields.firstSessionDate} label="Date du premier cours" className="min-w-0" type="date" />
        <Field
          meta={fields.startTime}
          label="Heure de début"
          hint="Dans le fuseau horaire du groupe."
          className="min-w-0"
          type="time"
        />
        <Field
          meta={fields.timeZone}
          label="Fuseau horaire"
          hint="Nom IANA, par exemple America/New_York."
          className="min-w-0"
        />
        <Field meta={fields.capacity} label="Capacité (places)" className="min-w-0" {...wholeNumber} />
        <Field meta={fields.sessionCount} label="Nombre de séances" className="min-w-0" {...wholeNumber} />
        <Field
          meta={fields.sessionMinutes}
          label="Durée d'une séance (minutes)"
          className="min-w-0"
          {...wholeNumber}
        />
        <Field
          meta={fields.videoUrl}
          label="Lien de la visio (https, facultatif)"
          className="min-w-0"
          type="url"
        />
      </div>
      {children}
    </Form>
  );
}
