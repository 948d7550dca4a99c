import { getFormProps } from "@conform-to/react";
import { useEffect, useEffectEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { resetPasswordSchema } from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FormMessage } from "./form-message.tsx";
import { PasswordPair, passwordsDiffer } from "./password-pair.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** The form the e-mailed reset link opens: a new password for the account. */
export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  onDone: (message: string) => void;
  onRequestNewLink: () => void;
}) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("reset-password", resetPasswordSchema);
  const succeeded = result?.intent === "reset-password" && result.ok ? result.message : undefined;
  const done = useEffectEvent(onDone);
  const locale = { locale: useLanguage() };

  useEffect(() => {
    if (succeeded) done(succeeded);
  }, [succeeded]);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="reset-password" />
      <input type="hidden" name="token" value={token} />
      <div>
        <h2 className="text-lg font-bold">{m.auth_reset_title({}, locale)}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{m.auth_reset_intro({}, locale)}</p>
      </div>
      {result && !result.ok && result.message ? <FormMessage ok={false} message={result.message} /> : null}
      <PasswordPair
        fields={fields}
        labels={{
          password: m.auth_new_password({}, locale),
          confirmation: m.auth_confirm_new_password({}, locale),
        }}
      />
      {/* Still busy once updated: the sign-in form replaces this one when the page has been left. */}
      <Button
        type="submit"
        className="w-full"
        disabled={submitting || Boolean(succeeded) || passwordsDiffer(fields)}
      >
        {submitting || succeeded ? m.auth_updating({}, locale) : m.auth_update_password({}, locale)}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRequestNewLink}>
        {m.auth_request_new_link({}, locale)}
      </Button>
    </fetcher.Form>
  );
}
