import type { FieldMetadata } from "@conform-to/react";
import { Field } from "#app/components/forms/field.tsx";
import { authMessages, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import { m } from "#shared/i18n/messages.ts";
import { useLanguage } from "#app/lib/use-language.ts";

type PairFields = { password: FieldMetadata<unknown>; confirmPassword: FieldMetadata<unknown> };

/** True while a confirmation has been typed and differs from the password: the button waits. */
export function passwordsDiffer(fields: PairFields) {
  const confirmation = fields.confirmPassword.value;
  return (
    typeof confirmation === "string" && confirmation.length > 0 && confirmation !== fields.password.value
  );
}

/**
 * A new password and its confirmation. While they differ, the confirmation
 * turns red with 'Passwords do not match' (the form keeps its button disabled).
 */
export function PasswordPair({
  fields,
  labels,
}: {
  fields: PairFields;
  labels: { password: string; confirmation: string };
}) {
  const language = useLanguage();
  return (
    <>
      <div className="space-y-1">
        <Field
          meta={fields.password}
          label={labels.password}
          type="password"
          autoComplete="new-password"
          required
        />
        {fields.password.errors?.length ? null : (
          <p className="text-xs text-muted-foreground">
            {m.auth_password_hint({ min: PASSWORD_MIN_LENGTH }, { locale: language })}
          </p>
        )}
      </div>
      <Field
        meta={fields.confirmPassword}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        error={passwordsDiffer(fields) ? authMessages.passwordsDoNotMatch : undefined}
      />
    </>
  );
}
