import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { signUpSchema } from "#shared/auth-schemas.ts";
import { FormMessage } from "./form-message.tsx";
import { PasswordPair, usePasswordPair } from "./password-pair.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string, message: string) => void }) {
  const { fetcher, onSubmit, submitting, result, errors } = useAuthForm("sign-up", signUpSchema);
  const pair = usePasswordPair();
  const [email, setEmail] = useState("");
  const succeeded = result?.intent === "sign-up" && result.ok ? result.message : undefined;
  const announce = useEffectEvent((message: string) => onSignedUp(email.trim().toLowerCase(), message));

  useEffect(() => {
    if (succeeded) announce(succeeded);
  }, [succeeded]);

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      {result && !result.ok ? (
        <FormMessage ok={false} message={result.message} detail={result.detail} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <PasswordPair
        pair={pair}
        labels={{ password: "Password", confirmation: "Confirm Password" }}
        errors={errors}
      />
      <Button type="submit" className="w-full" disabled={submitting || pair.mismatch}>
        {submitting ? "Creating Account..." : "Create Account"}
      </Button>
    </fetcher.Form>
  );
}
