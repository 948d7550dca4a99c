import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, redirect, useFetcher } from "react-router";
import { FormMessage } from "#app/components/auth/form-message.tsx";
import { Field } from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { authMessages } from "#shared/auth-messages.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";
import { COACH_ROLE } from "#shared/stored-values.ts";
import { useLanguage } from "#app/lib/use-language.ts";
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

// The page's texts are in its language (English: docs/product/languages-and-texts.md), from the catalogues.
const pageLocale = { locale: pageLanguage(paths.twoFactorSetup) };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.two_factor_setup_title({}, pageLocale), "none") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * Only an administrator or a coach signed in with a password, whose session has not passed a second
 * factor; answers where the account works once it has (the back-office, or the coaches' area).
 */
async function pendingAdmin(request: Request, context: Route.LoaderArgs["context"]) {
  const { auth, config } = context.services;
  const { user, session } = await getSessionUser(auth, request.headers);
  const admin = isAdmin(user, config.adminEmails);
  if (!user || !session || (!admin && user.role !== COACH_ROLE)) throw redirect(paths.auth);
  const home = admin ? paths.admin : paths.coach;
  if (session.twoFactorVerified) throw redirect(home);
  return { user, home };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await pendingAdmin(request, context);
  return { email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, logger, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw new Response("Forbidden", { status: 403 });
  const { home } = await pendingAdmin(request, context);
  const form = await request.formData();
  const deps = { auth, logger, requestHeaders: withClientIp(request.headers, context.clientIp) };
  if (form.get("intent") === "start") {
    const password = String(form.get("password") ?? "");
    if (!password)
      return data<StartAnswer>({ step: "start", ok: false, message: authMessages.passwordRequired }, 400);
    const started = await startTwoFactorSetup(deps, { password });
    return data<StartAnswer>({ step: "start", ...started }, started.ok ? 200 : 400);
  }
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code))
    return data<ConfirmAnswer>(
      { step: "confirm", ok: false, message: authMessages.twoFactorInvalidCode },
      400,
    );
  const confirmed = await confirmTwoFactorSetup(deps, { code });
  if (!confirmed.ok) return data<ConfirmAnswer>({ step: "confirm", ...confirmed }, 400);
  throw redirect(home, { headers: sessionCookieHeaders(confirmed.headers) });
}

export default function TwoFactorSetupPage({ loaderData }: Route.ComponentProps) {
  const start = useFetcher<StartAnswer>();
  const confirm = useFetcher<ConfirmAnswer>();
  // Shown once: the start form is gone once it succeeded, so its answer stays.
  const started = start.data?.ok ? start.data : undefined;
  // The fields' ids and labels (docs/decisions/012-forms-and-messages.md); the server checks the values.
  const [startForm, startFields] = useForm<{ password: string }>({ id: "two-factor-start" });
  const [confirmForm, confirmFields] = useForm<{ code: string }>({ id: "two-factor-confirm" });
  const locale = { locale: useLanguage() };

  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-8 sm:py-16">
      <main id="main" className="w-full max-w-md">
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-tight font-bold">{m.two_factor_setup_title({}, locale)}</h1>
            <CardDescription>{m.two_factor_setup_intro({ email: loaderData.email }, locale)}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {!started ? (
              <start.Form method="post" {...getFormProps(startForm)} className="space-y-4">
                <input type="hidden" name="intent" value="start" />
                <p className="text-sm">{m.two_factor_setup_confirm_password({}, locale)}</p>
                {start.data && !start.data.ok ? (
                  <FormMessage ok={false} message={start.data.message} />
                ) : null}
                <Field
                  meta={startFields.password}
                  label={m.auth_password({}, locale)}
                  type="password"
                  autoComplete="current-password"
                  required
                />
                <Button type="submit" className="w-full" disabled={start.state !== "idle"}>
                  {start.state !== "idle"
                    ? m.two_factor_setup_creating_key({}, locale)
                    : m.two_factor_setup_continue({}, locale)}
                </Button>
              </start.Form>
            ) : (
              <>
                <section aria-labelledby="scan" className="space-y-3">
                  <h2 id="scan" className="text-lg font-bold">
                    {m.two_factor_setup_scan_title({}, locale)}
                  </h2>
                  <p className="text-sm">{m.two_factor_setup_scan_text({}, locale)}</p>
                  <div
                    role="img"
                    aria-label={m.two_factor_setup_qr_label({}, locale)}
                    className="mx-auto w-48 max-w-full bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
                    dangerouslySetInnerHTML={{ __html: started.qrSvg }}
                  />
                  <p className="text-sm">
                    {m.two_factor_setup_key({}, locale)}{" "}
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
                      {m.two_factor_setup_open_app({}, locale)}
                    </a>
                  </p>
                </section>
                <section aria-labelledby="backup" className="space-y-3">
                  <h2 id="backup" className="text-lg font-bold">
                    {m.two_factor_setup_backup_title({}, locale)}
                  </h2>
                  <p className="text-sm">{m.two_factor_setup_backup_text({}, locale)}</p>
                  <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
                    {started.backupCodes.map((code) => (
                      <li key={code}>{code}</li>
                    ))}
                  </ul>
                </section>
                <confirm.Form method="post" {...getFormProps(confirmForm)} className="space-y-4">
                  <input type="hidden" name="intent" value="confirm" />
                  <h2 className="text-lg font-bold">{m.two_factor_setup_confirm_title({}, locale)}</h2>
                  {confirm.data && !confirm.data.ok ? (
                    <FormMessage ok={false} message={confirm.data.message} />
                  ) : null}
                  <Field
                    meta={confirmFields.code}
                    label={m.two_factor_setup_code({}, locale)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9 ]*"
                    required
                  />
                  <Button type="submit" className="w-full" disabled={confirm.state !== "idle"}>
                    {confirm.state !== "idle"
                      ? m.two_factor_setup_checking({}, locale)
                      : m.two_factor_setup_turn_on({}, locale)}
                  </Button>
                </confirm.Form>
              </>
            )}
            <Form method="post" action={paths.signOut}>
              <Button type="submit" variant="outline" size="sm">
                {m.auth_sign_out({}, locale)}
              </Button>
            </Form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
