import { getFormProps } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { forgotPasswordSchema } from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FormMessage } from "./form-message.tsx";
import { useAuthForm } from "./use-auth-form.ts";

export function ForgotPasswordForm({ notice, onBack }: { notice?: string; onBack: () => void }) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("forgot-password", forgotPasswordSchema);
  const locale = { locale: useLanguage() };
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="forgot-password" />
      <div>
        <h2 className="text-lg font-bold">{m.auth_forgot_title({}, locale)}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{m.auth_forgot_intro({}, locale)}</p>
      </div>
      {result?.message ? (
        <FormMessage ok={result.ok} message={result.message} detail={result.detail} />
      ) : notice ? (
        <FormMessage ok={false} message={notice} />
      ) : null}
      <Field
        meta={fields.email}
        label={m.auth_email({}, locale)}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? m.auth_sending({}, locale) : m.auth_send_reset_link({}, locale)}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {m.auth_back_to_sign_in({}, locale)}
      </Button>
    </fetcher.Form>
  );
}
