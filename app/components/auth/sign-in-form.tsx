import { getFormProps } from "@conform-to/react";
import { useEffect, useEffectEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { signInSchema } from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { FormMessage } from "./form-message.tsx";
import { SecondFactorForm } from "./second-factor-form.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** docs/product/accounts-and-back-office.md#sign-in: the pause between the success message and the back-office. */
export const SIGN_IN_REDIRECT_MS = 1500;

export function SignInForm({
  notice,
  defaultEmail,
  onForgotPassword,
  onSignedIn,
}: {
  /** A message carried over from another form (account created, password updated). */
  notice?: string;
  defaultEmail?: string;
  onForgotPassword: () => void;
  onSignedIn: () => void;
}) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("sign-in", signInSchema, {
    email: defaultEmail,
  });
  const navigate = useNavigate();
  const locale = { locale: useLanguage() };
  // The password answer that asked for a second factor, unless that step ran out (back to the password).
  const [abandoned, setAbandoned] = useState<{ answer: unknown; message: string }>();
  const [codeAccepted, setCodeAccepted] = useState(false);
  const askCode =
    result?.intent === "sign-in" && result.ok && result.step === "two-factor" && abandoned?.answer !== result;
  const signedIn = (result?.intent === "sign-in" && result.ok && !result.step) || (askCode && codeAccepted);
  const announceSignedIn = useEffectEvent(onSignedIn);

  useEffect(() => {
    if (!signedIn) return;
    announceSignedIn();
    const timer = setTimeout(() => navigate(paths.admin), SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  if (askCode)
    return (
      <SecondFactorForm
        onVerified={() => setCodeAccepted(true)}
        onExpired={(message) => setAbandoned({ answer: result, message })}
      />
    );

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      {abandoned && abandoned.answer === result ? (
        <FormMessage ok={false} message={abandoned.message} />
      ) : result?.message ? (
        <FormMessage ok={result.ok} message={result.message} detail={result.detail} />
      ) : notice ? (
        <FormMessage ok message={notice} />
      ) : null}
      <Field
        meta={fields.email}
        label={m.auth_email({}, locale)}
        type="email"
        autoComplete="email"
        required
      />
      <div className="space-y-1">
        <Field
          meta={fields.password}
          label={m.auth_password({}, locale)}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" className="h-8 px-0" onClick={onForgotPassword}>
            {m.auth_forgot_password({}, locale)}
          </Button>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={submitting || signedIn}>
        {submitting ? m.auth_signing_in({}, locale) : m.auth_sign_in({}, locale)}
      </Button>
    </fetcher.Form>
  );
}
