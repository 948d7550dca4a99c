import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, redirect, useFetcher } from "react-router";
import { FormMessage } from "#app/components/auth/form-message.tsx";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { authMessages as m } from "#shared/auth-messages.ts";
import { paths } from "#shared/paths.ts";
import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import { isAdmin } from "#server/auth/is-admin.server.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { getSessionUser, sessionCookieHeaders } from "#server/auth/session.server.ts";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "#server/auth/two-factor-setup.server.ts";
import type { Route } from "./+types/two-factor";

type StartAnswer =
  | { step: "start"; ok: false; message: string }
  | {
      step: "start";
      ok: true;
      secret: string;
      totpUri: string;
      qrSvg: string;
      backupCodes: string[];
    };
type ConfirmAnswer = { step: "confirm"; ok: false; message: string };

export function meta() {
  return [{ title: "Set up two-factor authentication" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Only an administrator signed in with a password, whose session has not passed a second factor. */
async function pendingAdmin(request: Request, context: Route.LoaderArgs["context"]) {
  const { auth, config } = context.services;
  const { user, session } = await getSessionUser(auth, request.headers);
  if (!user || !session || !isAdmin(user, config.adminEmails)) throw redirect(paths.auth);
  if (session.twoFactorVerified) throw redirect(paths.admin);
  return user;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await pendingAdmin(request, context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, logger, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw new Response("Forbidden", { status: 403 });
  await pendingAdmin(request, context);
  const form = await request.formData();
  const deps = { auth, logger, requestHeaders: withClientIp(request.headers, context.clientIp) };
  if (form.get("intent") === "start") {
    const password = String(form.get("password") ?? "");
    if (!password) return data<StartAnswer>({ step: "start", ok: false, message: m.passwordRequired }, 400);
    const started = await startTwoFactorSetup(deps, { password });
    return data<StartAnswer>({ step: "start", ...started }, started.ok ? 200 : 400);
  }
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code))
    return data<ConfirmAnswer>({ step: "confirm", ok: false, message: m.twoFactorInvalidCode }, 400);
  const confirmed = await confirmTwoFactorSetup(deps, { code });
  if (!confirmed.ok) return data<ConfirmAnswer>({ step: "confirm", ...confirmed }, 400);
  throw redirect(paths.admin, { headers: sessionCookieHeaders(confirmed.headers) });
}

export default function TwoFactorSetupPage({ loaderData }: Route.ComponentProps) {
  const start = useFetcher<StartAnswer>();
  const confirm = useFetcher<ConfirmAnswer>();
  // Shown once: the start form is gone once it succeeded, so its answer stays.
  const started = start.data?.ok ? start.data : undefined;
  // The fields' ids and labels (docs/decisions/012-forms-and-messages.md); the server checks the values.
  const [startForm, startFields] = useForm<{ password: string }>({ id: "two-factor-start" });
  const [confirmForm, confirmFields] = useForm<{ code: string }>({ id: "two-factor-confirm" });

  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-8 sm:py-16">
      <main id="main" className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-bold">Set up two-factor authentication</h1>
            <CardDescription>
              The back-office asks administrators for a second factor: a code from an authenticator app (such
              as Google Authenticator, Microsoft Authenticator or 1Password), at every sign-in. Signed in as{" "}
              {loaderData.email}.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {!started ? (
              <start.Form method="post" {...getFormProps(startForm)} className="space-y-4">
                <input type="hidden" name="intent" value="start" />
                <p className="text-sm">Confirm your password to create your key.</p>
                {start.data && !start.data.ok ? (
                  <FormMessage ok={false} message={start.data.message} />
                ) : null}
                <Field
                  meta={startFields.password}
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <Button type="submit" className="w-full" disabled={start.state !== "idle"}>
                  {start.state !== "idle" ? "Creating your key..." : "Continue"}
                </Button>
              </start.Form>
            ) : (
              <>
                <section aria-labelledby="scan" className="space-y-3">
                  <h2 id="scan" className="text-lg font-bold">
                    1. Add the key to your authenticator app
                  </h2>
                  <p className="text-sm">Scan this QR code with the app, or type the key by hand.</p>
                  <div
                    role="img"
                    aria-label="QR code of your two-factor key"
                    className="mx-auto w-48 max-w-full bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
                    dangerouslySetInnerHTML={{ __html: started.qrSvg }}
                  />
                  <p className="text-sm">
                    Key:{" "}
                    <code data-testid="totp-secret" className="font-mono text-sm break-all">
                      {started.secret}
                    </code>
                  </p>
                  <p className="text-sm">
                    <a
                      className="text-primary underline break-all"
                      href={started.totpUri}
                      data-testid="totp-uri"
                    >
                      Open in an authenticator app on this device
                    </a>
                  </p>
                </section>
                <section aria-labelledby="backup" className="space-y-3">
                  <h2 id="backup" className="text-lg font-bold">
                    2. Keep your backup codes
                  </h2>
                  <p className="text-sm">
                    Each code works once, in place of an app code, if you lose your phone. Keep them somewhere
                    safe: they are shown only now.
                  </p>
                  <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
                    {started.backupCodes.map((code) => (
                      <li key={code}>{code}</li>
                    ))}
                  </ul>
                </section>
                <confirm.Form method="post" {...getFormProps(confirmForm)} className="space-y-4">
                  <input type="hidden" name="intent" value="confirm" />
                  <h2 className="text-lg font-bold">3. Confirm with a code</h2>
                  {confirm.data && !confirm.data.ok ? (
                    <FormMessage ok={false} message={confirm.data.message} />
                  ) : null}
                  <Field
                    meta={confirmFields.code}
                    label="6-digit code from the app"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9 ]*"
                    required
                  />
                  <Button type="submit" className="w-full" disabled={confirm.state !== "idle"}>
                    {confirm.state !== "idle" ? "Checking..." : "Turn on two-factor authentication"}
                  </Button>
                </confirm.Form>
              </>
            )}
            <Form method="post" action={paths.signOut}>
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </Form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
