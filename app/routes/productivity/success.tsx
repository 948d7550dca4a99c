import { CalendarPlus, CheckCircle2, Download, MailCheck } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, redirect } from "react-router";
import { useEmailToast } from "#app/components/productivity/use-email-toast.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { elideFrench } from "#shared/french-elision.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { callApi } from "#app/lib/call-api.ts";
import { paymentSessionAnswer, type PaymentSessionAnswer } from "#shared/api-answers.ts";
import { paths } from "#shared/paths.ts";
import { PRODUCTIVITY_ORDER_KEY } from "#shared/productivity-schema.ts";
import { useSite } from "#app/root.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import type { Route } from "./+types/success";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return [
    { title: pageTitle(matches, m.productivity_success_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect(localisedPath(requestLanguage(request), paths.productivity));
  return { sessionId };
}

const POLL_MS = 1500;
const MAX_POLLS = 40;

type View = { state: "loading" } | { state: "error" } | PaymentSessionAnswer;

/** Reads the payment from the server (which confirms it if the webhook has not yet), polling while pending. */
function usePaymentStatus(sessionId: string) {
  const [view, setView] = useState<View>({ state: "loading" });
  useEffect(() => {
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const load = async () => {
      const outcome = await callApi(paths.checkoutSessionApi(sessionId), { schema: paymentSessionAnswer });
      if (stopped) return;
      if (outcome.kind !== "answer" || (outcome.status !== 200 && outcome.status !== 404)) {
        setView({ state: "error" });
        return;
      }
      const status = outcome.answer;
      if (status.state === "pending" && ++polls < MAX_POLLS) {
        timer = setTimeout(() => void load(), POLL_MS);
        return;
      }
      setView(status);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);
  return view;
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const view = usePaymentStatus(loaderData.sessionId);
  const { contactEmail } = useSite();
  useEmailToast(
    loaderData.sessionId,
    view.state === "paid" ? view.email : view.state === "error" ? "error" : undefined,
  );
  useEffect(() => {
    if (view.state === "paid") sessionStorage.removeItem(PRODUCTIVITY_ORDER_KEY);
  }, [view.state]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      {view.state === "loading" || view.state === "pending" ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Spinner label={m.productivity_success_processing({}, locale)} />
          <p className="text-lg font-semibold">{m.productivity_success_processing({}, locale)}</p>
        </div>
      ) : view.state === "paid" ? (
        <div className="rounded-3xl border border-border bg-white p-6 shadow-sm md:p-10">
          <div className="flex flex-col items-center text-center">
            <CheckCircle2 aria-hidden="true" className="size-14 text-green-700" />
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
              {m.productivity_success_heading({}, locale)}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {elideFrench(
                view.teens.length > 1
                  ? m.productivity_success_thanks_several(
                      {
                        parentName: view.session.metadata.parent_name,
                        teenNames: new Intl.ListFormat(language, { type: "conjunction" }).format(
                          view.teens.map((teen) => teen.name),
                        ),
                      },
                      locale,
                    )
                  : m.productivity_success_thanks(
                      {
                        parentName: view.session.metadata.parent_name,
                        teenName: view.session.metadata.teen_name,
                      },
                      locale,
                    ),
                language,
              )}
            </p>
            {view.email === "sent" && (
              <Badge variant="success" className="mt-4 px-3 py-1 text-sm">
                <MailCheck aria-hidden="true" className="size-4" />{" "}
                {m.productivity_success_email_sent({}, locale)}
              </Badge>
            )}
          </div>
          {view.email === "failed" && (
            <Alert variant="destructive" className="mt-6">
              <p className="font-semibold">{m.productivity_success_email_failed_heading({}, locale)}</p>
              <p>
                {elideFrench(
                  contactEmail
                    ? m.productivity_success_email_failed_contact(
                        { teenName: view.session.metadata.teen_name, contactEmail },
                        locale,
                      )
                    : m.productivity_success_email_failed(
                        { teenName: view.session.metadata.teen_name },
                        locale,
                      ),
                  language,
                )}
              </p>
            </Alert>
          )}
          <dl className="mt-8 grid gap-x-6 gap-y-3 border-t border-border pt-6 sm:grid-cols-[auto_1fr]">
            {(
              [
                [m.productivity_success_reference({}, locale), view.booking.reference],
                [m.productivity_success_workshop({}, locale), view.session.metadata.workshop_title],
                [m.productivity_success_schedule({}, locale), view.session.metadata.selected_date],
                view.teens.length > 1
                  ? [
                      m.productivity_success_teens({}, locale),
                      // Each teen has a booking of its own: its reference, and its page below.
                      view.teens.map((teen) => (
                        <span key={teen.reference} className="block">
                          {m.productivity_success_teen_line(
                            { name: teen.name, age: String(teen.age ?? ""), reference: teen.reference },
                            locale,
                          )}
                        </span>
                      )),
                    ]
                  : [
                      m.productivity_success_teen({}, locale),
                      `${view.session.metadata.teen_name} (${view.session.metadata.teen_age})`,
                    ],
                [m.productivity_success_email({}, locale), view.session.customer_email],
                [
                  m.productivity_success_amount_paid({}, locale),
                  formatPrice(view.session.amount_total, language),
                ],
              ] satisfies [string, ReactNode][]
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 rounded-xl bg-primary-soft p-4 text-sm leading-relaxed">
            {m.productivity_success_video_note({}, locale)}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild className="sm:flex-1">
              <a
                href={
                  view.booking.invoiceToken
                    ? paths.invoice(view.booking.invoiceToken)
                    : paths.receipt(view.booking.receiptToken)
                }
                download
              >
                <Download aria-hidden="true" />
                {m.productivity_success_download_receipt({}, locale)}
              </a>
            </Button>
            {view.booking.inGroup && (
              <Button asChild variant="outline" className="sm:flex-1">
                <a href={paths.bookingCalendar(view.booking.receiptToken)} download>
                  <CalendarPlus aria-hidden="true" />
                  {m.productivity_success_add_calendar({}, locale)}
                </a>
              </Button>
            )}
            <Button asChild variant="outline" className="sm:flex-1">
              <Link to={lp(paths.bookingPage(view.booking.receiptToken))}>
                {m.productivity_success_manage_booking({}, locale)}
              </Link>
            </Button>
            <Button asChild variant="outline" className="sm:flex-1">
              <Link to={lp(paths.home)}>{m.productivity_success_back_home({}, locale)}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="rounded-3xl border border-border bg-white p-6 text-center shadow-sm md:p-10">
          <h1 className="text-2xl font-bold">
            {view.state === "not_found"
              ? m.productivity_success_not_found({}, locale)
              : view.state === "refunded"
                ? m.productivity_success_refunded({}, locale)
                : view.state === "expired"
                  ? m.productivity_success_expired({}, locale)
                  : m.productivity_success_check_failed({}, locale)}
          </h1>
          {view.state === "refunded" && (
            <Alert className="mt-4 text-left">{m.productivity_success_refunded_text({}, locale)}</Alert>
          )}
          <Button asChild className="mt-6">
            <Link to={lp(paths.productivity)}>{m.productivity_success_back_workshop({}, locale)}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
