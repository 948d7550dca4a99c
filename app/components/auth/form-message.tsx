import { Alert } from "#app/components/ui/alert.tsx";

/** The outcome of a form: the message the sign-in page shows (docs/product/accounts-and-back-office.md#sign-in-page), in green or red. */
export function FormMessage({ ok, message, detail }: { ok: boolean; message?: string; detail?: string }) {
  if (!message) return null;
  return (
    <Alert variant={ok ? "success" : "destructive"} data-testid="auth-message">
      <p className="font-medium">{message}</p>
      {detail ? <p>{detail}</p> : null}
    </Alert>
  );
}
