import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import type { GroupAssignFormValues } from "#shared/admin/group-assign-form.ts";

/**
 * A booking waiting for a group, put in one of the workshop's open groups
 * (docs/product/groups.md#group-editor), the house's way (docs/decisions/012-forms-and-messages.md):
 * the route action reads it with shared/admin/group-assign-form.ts. A plain form post, so it works
 * before the script loads. `children` are its button (`intent=assign`) and its answer's message.
 */
export function AssignBookingForm({
  bookingId,
  label,
  groups,
  answer,
  children,
}: {
  bookingId: string;
  label: ReactNode;
  /** The open groups to choose from, the first one chosen. */
  groups: { id: string; label: string }[];
  /** The action's latest answer, to whichever of the page's forms it was posted from. */
  answer: { form: string; submission?: SubmissionResult<string[]> } | undefined;
  children: ReactNode;
}) {
  const formName = `assign-${bookingId}`;
  // As in the group editor's forms: another form's answer clears this one's message, and Conform
  // applies each result once.
  const lastResult = useMemo(
    () => (answer ? ((answer.form === formName ? answer.submission : undefined) ?? {}) : undefined),
    [answer, formName],
  );
  const [form, fields] = useForm<GroupAssignFormValues>({ id: formName, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="form" value={formName} />
      <input type="hidden" name={fields.bookingId.name} value={bookingId} />
      <Field meta={fields.groupId} label={label} className="gap-1">
        {(control) => (
          <select {...control} className="h-9 rounded-lg border border-border bg-white px-2 text-sm" required>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {children}
    </Form>
  );
}
