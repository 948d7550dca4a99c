import { getFormProps } from "@conform-to/react";
import { useEffect, useEffectEvent } from "react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { signUpSchema } from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FormMessage } from "./form-message.tsx";
import { PasswordPair, passwordsDiffer } from "./password-pair.tsx";
import { useAuthForm } from "./use-auth-form.ts";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string, message: string) => void }) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("sign-up", signUpSchema);
  const succeeded = result?.intent === "sign-up" && result.ok ? result.message : undefined;
  const email = typeof fields.email.value === "string" ? fields.email.value : "";
  const announce = useEffectEvent((message: string) => onSignedUp(email.trim().toLowerCase(), message));
  const locale = { locale: useLanguage() };

  useEffect(() => {
    if (succeeded) announce(succeeded);
  }, [succeeded]);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      {result && !result.ok && result.message ? (
        <FormMessage ok={false} message={result.message} detail={result.detail} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          meta={fields.firstName}
          label={m.auth_first_name({}, locale)}
          autoComplete="given-name"
          required
        />
        <Field
          meta={fields.lastName}
          label={m.auth_last_name({}, locale)}
          autoComplete="family-name"
          required
        />
      </div>
      <Field
        meta={fields.email}
        label={m.auth_email({}, locale)}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordPair
        fields={fields}
        labels={{ password: m.auth_password({}, locale), confirmation: m.auth_confirm_password({}, locale) }}
      />
      <Button type="submit" className="w-full" disabled={submitting || passwordsDiffer(fields)}>
        {submitting ? m.auth_creating_account({}, locale) : m.auth_create_account({}, locale)}
      </Button>
    </fetcher.Form>
  );
}
