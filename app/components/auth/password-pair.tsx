import { useState } from "react";
import { authMessages, PASSWORD_MIN_LENGTH } from "#shared/auth-messages.ts";
import { TextField } from "./text-field.tsx";

/**
 * A new password and its confirmation. While they differ, the confirmation
 * turns red with 'Passwords do not match' and `mismatch` tells the form to
 * keep its button disabled.
 */
export function usePasswordPair() {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const mismatch = confirmation.length > 0 && password !== confirmation;
  return { password, setPassword, confirmation, setConfirmation, mismatch };
}

export function PasswordPair({
  pair,
  labels,
  errors,
}: {
  pair: ReturnType<typeof usePasswordPair>;
  labels: { password: string; confirmation: string };
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <div className="space-y-1">
        <TextField
          label={labels.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={pair.password}
          onChange={(event) => pair.setPassword(event.target.value)}
          error={errors.password}
        />
        {errors.password ? null : (
          <p className="text-xs text-muted-foreground">At least {PASSWORD_MIN_LENGTH} characters.</p>
        )}
      </div>
      <TextField
        label={labels.confirmation}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={pair.confirmation}
        onChange={(event) => pair.setConfirmation(event.target.value)}
        error={pair.mismatch ? authMessages.passwordsDoNotMatch : errors.confirmPassword}
      />
    </>
  );
}
