import { ArrowLeft } from "lucide-react";
import { AcademyLogo } from "#app/components/academy-logo.tsx";
import { useState } from "react";
import { data, Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { AuthActionData, AuthIntent } from "#app/components/auth/auth-action-data.ts";
import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form.tsx";
import { ResetPasswordForm } from "#app/components/auth/reset-password-form.tsx";
import { SignInForm } from "#app/components/auth/sign-in-form.tsx";
import { SignUpForm } from "#app/components/auth/sign-up-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { authMessages } from "#shared/auth-messages.ts";
import { authOutcomeText, type AuthOutcome } from "#shared/auth-outcome.ts";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  secondFactorSchema,
  signInSchema,
  signUpSchema,
} from "#shared/auth-schemas.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { COACH_ROLE } from "#shared/stored-values.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useSite } from "#app/root.tsx";
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  verifySecondFactor,
} from "#server/auth/account-actions.server.ts";
import { withClientIp } from "#server/auth/client-ip-header.server.ts";
import { isAdmin } from "#server/auth/is-admin.server.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { getSessionUser } from "#server/auth/session.server.ts";
import type { Route } from "./+types/auth";

// The page's texts are in its language (English: docs/product/languages-and-texts.md), from the catalogues.
const pageLocale = { locale: pageLanguage(paths.auth) };

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.auth_sign_in({}, pageLocale)) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, config } = context.services;
  const { user } = await getSessionUser(auth, request.headers);
  const url = new URL(request.url);
  return {
    // Where a signed-in administrator's or coach's work is; null for any other account.
    signedIn: user
      ? {
          email: user.email,
          home: isAdmin(user, config.adminEmails)
            ? paths.admin
            : user.role === COACH_ROLE
              ? paths.coach
              : null,
        }
      : null,
    // The e-mailed reset link comes back here with ?token=..., or ?error=INVALID_TOKEN when it expired.
    resetToken: url.searchParams.get("token"),
    resetLinkInvalid: url.searchParams.get("error") === "INVALID_TOKEN",
  };
}

// The passwords typed are never sent back to the page.
const hideFields = ["password", "confirmPassword", "token"];

/** One form of the page: the shared schema (Conform's reply on refusal), then the domain function. */
async function handle<Schema extends $ZodType>(
  intent: AuthIntent,
  schema: Schema,
  formData: FormData,
  perform: (input: output<Schema>) => Promise<AuthOutcome & { headers?: Headers }>,
) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    return data<AuthActionData>(
      { intent, ok: false, submission: submission.reply({ hideFields }) },
      { status: 400 },
    );
  }
  const outcome = await perform(submission.value);
  const { message, detail, fieldErrors } = authOutcomeText(outcome);
  if (outcome.ok) {
    return data<AuthActionData>(
      { intent, ok: true, message, step: outcome.step },
      { headers: outcome.headers },
    );
  }
  const errors = fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, [v]]));
  return data<AuthActionData>(
    {
      intent,
      ok: false,
      message,
      detail,
      step: outcome.step,
      submission: submission.reply({ hideFields, fieldErrors: errors }),
    },
    { status: 400 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, logger, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) {
    return data<AuthActionData>(
      { intent: "", ok: false, message: m.auth_forbidden({}, pageLocale) },
      { status: 403 },
    );
  }
  const form = await request.formData();
  // The client's address travels to Better Auth's hooks (limits per address and per client).
  const deps = { auth, logger, requestHeaders: withClientIp(request.headers, context.clientIp) };
  switch (form.get("intent")) {
    case "sign-in":
      return handle("sign-in", signInSchema, form, (input) => signIn(deps, input));
    case "two-factor":
      return handle("two-factor", secondFactorSchema, form, (input) => verifySecondFactor(deps, input));
    case "sign-up":
      return handle("sign-up", signUpSchema, form, (input) => signUp(deps, input));
    case "forgot-password":
      return handle("forgot-password", forgotPasswordSchema, form, (input) =>
        requestPasswordReset(deps, input),
      );
    case "reset-password":
      return handle("reset-password", resetPasswordSchema, form, (input) => resetPassword(deps, input));
    default:
      return data<AuthActionData>(
        { intent: "", ok: false, message: m.auth_unknown_form({}, pageLocale) },
        { status: 400 },
      );
  }
}

type View = "tabs" | "forgot-password" | "reset-password";
type Tab = "sign-in" | "sign-up";

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const locale = { locale: useLanguage() };
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [view, setView] = useState<View>(
    loaderData.resetToken ? "reset-password" : loaderData.resetLinkInvalid ? "forgot-password" : "tabs",
  );
  const [tab, setTab] = useState<Tab>("sign-in");
  const [notice, setNotice] = useState<string>();
  const [signInEmail, setSignInEmail] = useState<string>();
  const location = useLocation();
  // Set when a sign-in succeeded on this visit of the page; a bounce back here (not an admin) is a new visit.
  const [signedInOnVisit, setSignedInOnVisit] = useState<string>();
  const redirecting = signedInOnVisit === location.key;
  // The next page's loader is reading the session (e.g. the back-office after signing in).
  const loadingSession = navigation.state === "loading" && navigation.location.pathname !== paths.auth;

  function showSignIn(message?: string) {
    setNotice(message);
    setTab("sign-in");
    setView("tabs");
  }

  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-8 sm:py-16">
      <main id="main" className="w-full max-w-md">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.auth_back_to_home({}, locale)}
        </Link>
        <Card className="mt-4">
          <CardHeader className="items-center text-center">
            <AcademyLogo size={48} className="size-12" />
            <h1 className="text-2xl leading-tight font-bold">{site.academyName}</h1>
            <CardDescription>{m.auth_page_description({}, locale)}</CardDescription>
          </CardHeader>
          <CardContent>
            {loadingSession ? (
              <div className="flex justify-center py-16">
                <Spinner label={m.ui_loading({}, locale)} />
              </div>
            ) : (
              // Each visit of the page starts with fresh forms (e.g. after being sent back from /admin).
              <div key={location.key}>
                {loaderData.signedIn && !redirecting ? (
                  <SignedInNotice email={loaderData.signedIn.email} home={loaderData.signedIn.home} />
                ) : null}
                {view === "reset-password" && loaderData.resetToken ? (
                  <ResetPasswordForm
                    token={loaderData.resetToken}
                    // The sign-in form appears with its notice once the link's address is left, in the
                    // same render as the new visit's fresh forms: shown before, what the user typed in
                    // it in the meantime was wiped by that render.
                    onDone={(message) => {
                      setTab("sign-in");
                      void navigate(paths.auth, { replace: true, state: { notice: message } });
                    }}
                    onRequestNewLink={() => setView("forgot-password")}
                  />
                ) : view === "forgot-password" ? (
                  <ForgotPasswordForm
                    notice={loaderData.resetLinkInvalid ? authMessages.resetLinkInvalid : undefined}
                    onBack={() => showSignIn()}
                  />
                ) : (
                  <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                    <TabsList>
                      <TabsTrigger value="sign-in">{m.auth_sign_in({}, locale)}</TabsTrigger>
                      <TabsTrigger value="sign-up">{m.auth_sign_up({}, locale)}</TabsTrigger>
                    </TabsList>
                    <TabsContent value="sign-in">
                      <SignInForm
                        notice={notice ?? noticeOnArrival(location.state)}
                        defaultEmail={signInEmail}
                        onForgotPassword={() => setView("forgot-password")}
                        onSignedIn={() => setSignedInOnVisit(location.key)}
                      />
                    </TabsContent>
                    <TabsContent value="sign-up">
                      <SignUpForm
                        onSignedUp={(email, message) => {
                          setSignInEmail(email);
                          showSignIn(message);
                        }}
                      />
                    </TabsContent>
                  </Tabs>
                )}
              </div>
            )}
          </CardContent>
        </Card>
        {/* A parent who followed the header's Login is looking for their booking, not an account. */}
        <aside className="mt-4 rounded-xl border border-border bg-background p-4 text-sm">
          <p>{m.auth_families_note({}, locale)}</p>
          <Link
            to={paths.bookingLinks}
            className="mt-2 inline-block font-semibold text-primary hover:underline"
          >
            {m.auth_families_link({}, locale)}
          </Link>
        </aside>
      </main>
    </div>
  );
}

/** The notice a navigation to this page carried (the password reset's success). */
function noticeOnArrival(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" ? notice : undefined;
}

function SignedInNotice({ email, home }: { email: string; home: string | null }) {
  const locale = { locale: useLanguage() };
  const hasArea = home !== null;
  return (
    <Alert className="mb-6">
      <p>
        {hasArea ? m.auth_signed_in_as({ email }, locale) : m.auth_signed_in_no_access({ email }, locale)}
      </p>
      {hasArea ? null : <p>{m.auth_signed_in_where_to_go({}, locale)}</p>}
      <div className="flex flex-wrap gap-2 pt-1">
        {hasArea ? (
          <Button asChild size="sm">
            <Link to={home ?? paths.admin}>{m.auth_go_to_back_office({}, locale)}</Link>
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link to={paths.bookingLinks}>{m.auth_families_link({}, locale)}</Link>
          </Button>
        )}
        <Form method="post" action={paths.signOut}>
          <Button type="submit" size="sm" variant="outline">
            {m.auth_sign_out({}, locale)}
          </Button>
        </Form>
      </div>
    </Alert>
  );
}
