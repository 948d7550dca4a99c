import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { parseForm } from "#shared/parse-form.ts";
import { withdrawalSchema, type WithdrawalForm as WithdrawalFields } from "#shared/withdrawal-schema.ts";

/**
 * The form that sends the withdrawal (docs/product/after-sale-and-refunds.md#withdrawal): checked in
 * the page with the action's own schema, posted as a plain form so it works without JavaScript.
 */
export function WithdrawalForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const language = useLanguage();
  const locale = { locale: language };
  const [form, fields] = useForm<WithdrawalFields>({
    id: "withdrawal",
    lastResult: submitting ? undefined : lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, withdrawalSchema(language)),
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <Field
        meta={fields.reference}
        label={m.withdrawal_reference_label({}, locale)}
        autoComplete="off"
        inputMode="text"
      />
      <Field
        meta={fields.email}
        label={m.withdrawal_email_label({}, locale)}
        type="email"
        autoComplete="email"
      />
      <Field meta={fields.name} label={m.withdrawal_name_label({}, locale)} autoComplete="name" />
      {form.errors?.[0] ? (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 text-sm font-medium text-destructive">
          {form.errors[0]}
        </p>
      ) : null}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? m.withdrawal_sending({}, locale) : m.withdrawal_submit({}, locale)}
      </Button>
    </Form>
  );
}
