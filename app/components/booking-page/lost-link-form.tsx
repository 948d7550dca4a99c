import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { bookingLinksSchema } from "#shared/booking-links-schema.ts";
import { m } from "#shared/i18n/messages.ts";
import { parseForm } from "#shared/parse-form.ts";

/**
 * The lost-link form (docs/product/after-sale-and-refunds.md#lost-link): one e-mail field, checked in the
 * page with the action's own schema, posted as a plain form so it works without JavaScript. Other pages
 * (an expired sign-in link) post it to `action`, the lost-link page's address.
 */
export function LostLinkForm({
  lastResult,
  action,
}: {
  lastResult?: SubmissionResult<string[]>;
  action?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const locale = { locale: useLanguage() };
  const [form, fields] = useForm<{ email: string }>({
    id: "booking-links",
    lastResult: submitting ? undefined : lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, bookingLinksSchema),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <Field
        meta={fields.email}
        label={m.lost_link_email_label({}, locale)}
        type="email"
        autoComplete="email"
      />
      {form.errors?.[0] ? (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? m.lost_link_sending({}, locale) : m.lost_link_submit({}, locale)}
      </Button>
    </Form>
  );
}
