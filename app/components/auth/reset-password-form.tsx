import { getFormProps } from "@conform-to/react";
import { useEffect, useEffectEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { resetPasswordSchema } from "#shared/auth-schemas.ts";
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

  useEffect(() => {
    if (succeeded) done(succeeded);
  }, [succeeded]);

  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="reset-password" />
      <input type="hidden" name="token" value={token} />
      <div>
        <h2 className="text-lg font-bold">Choose a new password</h2>
        <p className="mt-1 text-sm text-muted-foreground">You will sign in with it from now on.</p>
      </div>
      {result && !result.ok && result.message ? <FormMessage ok={false} message={result.message} /> : null}
      <PasswordPair
        fields={fields}
        labels={{ password: "New Password", confirmation: "Confirm New Password" }}
      />
      <Button type="submit" className="w-full" disabled={submitting || passwordsDiffer(fields)}>
        {submitting ? "Updating..." : "Update Password"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRequestNewLink}>
        Request a new link
      </Button>
    </fetcher.Form>
  );
}
