import { getFormProps } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { forgotPasswordSchema } from "#shared/auth-schemas.ts";
import { FormMessage } from "./form-message.tsx";
import { useAuthForm } from "./use-auth-form.ts";

export function ForgotPasswordForm({ notice, onBack }: { notice?: string; onBack: () => void }) {
  const { fetcher, form, fields, submitting, result } = useAuthForm("forgot-password", forgotPasswordSchema);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="forgot-password" />
      <div>
        <h2 className="text-lg font-bold">Reset your password</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter your email address and we will send you a link to choose a new password.
        </p>
      </div>
      {result?.message ? (
        <FormMessage ok={result.ok} message={result.message} detail={result.detail} />
      ) : notice ? (
        <FormMessage ok={false} message={notice} />
      ) : null}
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" required />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </fetcher.Form>
  );
}
