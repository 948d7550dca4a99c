import { getFormProps } from "@conform-to/react";
import { useEffect, useEffectEvent } from "react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { authMessages } from "#shared/auth-messages.ts";
import { secondFactorSchema } from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FormMessage } from "./form-message.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/**
 * An administrator's sign-in, step 2: the 6-digit code from the authenticator app, or a backup
 * code. A wrong code can be typed again; an expired challenge goes back to the password.
 */
export function SecondFactorForm({
  onVerified,
  onExpired,
}: {
  onVerified: () => void;
  onExpired: (message: string) => void;
}) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("two-factor", secondFactorSchema);
  const verified = result?.intent === "two-factor" && result.ok;
  const expired = result?.intent === "two-factor" && !result.ok && !result.step && Boolean(result.message);
  const announceVerified = useEffectEvent(onVerified);
  const announceExpired = useEffectEvent(onExpired);
  const locale = { locale: useLanguage() };

  useEffect(() => {
    if (verified) announceVerified();
  }, [verified]);
  useEffect(() => {
    if (expired && result?.message) announceExpired(result.message);
  }, [expired, result?.message]);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="two-factor" />
      <div>
        <h2 className="text-lg font-bold">{m.two_factor_title({}, locale)}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{authMessages.twoFactorPrompt}</p>
      </div>
      {result?.message ? (
        <FormMessage ok={result.ok} message={result.message} detail={result.detail} />
      ) : null}
      <Field
        meta={fields.code}
        label={m.two_factor_code({}, locale)}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={submitting || verified}>
        {submitting ? m.two_factor_verifying({}, locale) : m.two_factor_verify({}, locale)}
      </Button>
    </fetcher.Form>
  );
}
