import { ArrowLeft, CalendarDays, CreditCard, Pencil } from "lucide-react";
import { withColon } from "#shared/label-with-colon.ts";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { groupChoiceLabel, GroupPicker } from "#app/components/productivity/group-picker.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageTitle, languageLinks } from "#app/lib/seo.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { callApi } from "#app/lib/call-api.ts";
import { productivityCheckoutAnswer } from "#shared/api-answers.ts";
import { paths } from "#shared/paths.ts";
import { saveProductivityOrder } from "#app/lib/productivity-order.ts";
import { productivityTeens, productivityTexts, type ProductivityOrder } from "#shared/productivity-schema.ts";
import { useProductivityOrder } from "#app/lib/use-productivity-order.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { productivityOffer } from "#server/productivity/productivity-offer.server.ts";
import { tooManyHoldsTextIn } from "#shared/hold-limit.ts";
import { CheckoutConsentFields, missingConsent } from "#app/components/checkout/checkout-consent.tsx";
import type { CheckoutConsent, ConsentRefusal } from "#shared/checkout-consent.ts";
import { firstSessionStart } from "#shared/group-schedule.ts";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import type { Route } from "./+types/order-summary";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

export function meta({ matches, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  const locale = { locale: language };
  return [
    { title: pageTitle(matches, m.productivity_summary_title({}, locale)) },
    { name: "robots", content: "noindex" },
    ...languageLinks(matches, location.pathname),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const offer = await productivityOffer(context.services.db);
  return { groups: offer?.groups ?? [], price: offer?.workshop.price ?? null };
}

export default function OrderSummary({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const location = useLocation();
  const navigate = useNavigate();
  const carried = useProductivityOrder(location.state);
  const [changed, setOrder] = useState<ProductivityOrder | null>(null);
  const order = changed ?? carried.order;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [consent, setConsent] = useState<CheckoutConsent>({ termsAccepted: false, expressRequest: false });
  const [consentError, setConsentError] = useState<ConsentRefusal | null>(null);
  // The server may know a first session this page does not (a waiting-list offer's group).
  const [expressAsked, setExpressAsked] = useState(false);

  // The selection, the form and the workshop come with the navigation or from session storage.
  const missing = carried.hydrated && !order;
  useEffect(() => {
    if (missing) void navigate(lp(paths.productivity), { replace: true });
  }, [missing, navigate, lp]);

  if (!order)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner />
      </div>
    );

  // One seat per teen: the total is the workshop's price times the teens (the server computes it again).
  const teens = productivityTeens(order.formData);
  const seatPrice = loaderData.price ?? order.workshopDetails.price;
  const price = seatPrice * teens.length;
  const change = (next: ProductivityOrder) => {
    setOrder(next);
    saveProductivityOrder(next);
  };

  function saveGroup() {
    const group = loaderData.groups.find((candidate) => candidate.id === draft);
    if (group && order)
      change({ ...order, selectedSchedule: group.id, selectedDate: groupChoiceLabel(group, language) });
    setEditing(false);
  }

  /** A browser alert, as the order summary has always given (docs/product/productivity-checkout.md#order-summary); the message also stays on the page above the button. */
  function fail(message: string) {
    setError(message);
    window.alert(message);
  }

  const chosen = loaderData.groups.find((group) => group.id === order.selectedSchedule);
  const firstSession = chosen?.schedule ? firstSessionStart(chosen.schedule) : null;

  async function pay() {
    if (!order) return;
    const missing =
      missingConsent(consent, firstSession) ??
      (expressAsked && !consent.expressRequest ? "express_request_needed" : null);
    setConsentError(missing);
    if (missing) return;
    setPaying(true);
    setError(null);
    const outcome = await callApi(paths.productivityCheckoutApi, {
      json: {
        ...order,
        acceptTerms: consent.termsAccepted,
        expressRequest: consent.expressRequest,
        language,
      },
      schema: productivityCheckoutAnswer,
    });
    if (outcome.kind === "answer" && "url" in outcome.answer) {
      window.location.assign(outcome.answer.url);
      return;
    }
    const code = outcome.kind === "answer" && "code" in outcome.answer ? outcome.answer.code : undefined;
    if (code === "terms_not_accepted" || code === "express_request_needed") {
      if (code === "express_request_needed") setExpressAsked(true);
      setConsentError(code);
      setPaying(false);
      return;
    }
    // A waiting-list offer that cannot book, a group busy with a burst or with fewer places than the
    // teens: the server's own sentence says why.
    const ownSentence =
      (code?.startsWith("offer_") || code === "busy" || code === "not_enough_seats") &&
      outcome.kind === "answer" &&
      "error" in outcome.answer
        ? outcome.answer.error
        : undefined;
    const texts = productivityTexts(language);
    fail(
      ownSentence ??
        (code === "sold_out"
          ? texts.soldOut
          : code === "too_many_holds"
            ? tooManyHoldsTextIn(language)
            : texts.checkoutError),
    );
    setPaying(false);
  }

  const rows: [string, string][] = [
    [m.productivity_parent_name({}, locale), order.formData.parentName],
    [m.productivity_parent_email({}, locale), order.formData.parentEmail],
    // One line per teen of the order, named "Teen 2"... after the first.
    ...teens.flatMap(({ name, age }, index): [string, string][] => {
      const prefix =
        index === 0 ? "" : `${withColon(m.booking_teen_number({ number: index + 1 }, locale), language)} `;
      return [
        [`${prefix}${m.productivity_teen_name({}, locale)}`, name],
        [`${prefix}${m.productivity_teen_age({}, locale)}`, age],
      ];
    }),
    ...(order.formData.additionalInfo
      ? ([[m.productivity_additional_info({}, locale), order.formData.additionalInfo]] as [string, string][])
      : []),
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <Button
        variant="link"
        className="px-0"
        onClick={() => void navigate(lp(paths.productivity), { state: order })}
      >
        <ArrowLeft aria-hidden="true" /> {m.productivity_summary_back({}, locale)}
      </Button>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">
        {m.productivity_summary_title({}, locale)}
      </h1>

      <section
        aria-labelledby="schedule-heading"
        className="mt-8 rounded-2xl border border-border bg-white p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="schedule-heading" className="text-lg font-bold">
            {m.productivity_summary_schedule_heading({}, locale)}
          </h2>
          {!editing && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setDraft(order.selectedSchedule);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" /> {m.productivity_summary_modify({}, locale)}
            </Button>
          )}
        </div>
        {editing ? (
          <div className="mt-4 space-y-4">
            <GroupPicker
              legend={m.productivity_summary_choose_another({}, locale)}
              groups={loaderData.groups}
              selected={draft}
              onSelect={(group) => setDraft(group.id)}
            />
            <div className="flex flex-wrap gap-3">
              <Button onClick={saveGroup}>{m.productivity_summary_save({}, locale)}</Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {m.productivity_summary_cancel({}, locale)}
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-3 flex items-center gap-2 font-medium" data-testid="selected-date">
            <CalendarDays aria-hidden="true" className="size-5 text-primary" /> {order.selectedDate}
          </p>
        )}
      </section>

      <section
        aria-labelledby="details-heading"
        className="mt-6 rounded-2xl border border-border bg-white p-6"
      >
        <h2 id="details-heading" className="text-lg font-bold">
          {m.productivity_summary_details_heading({}, locale)}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="workshop-heading"
        className="mt-6 rounded-2xl border border-border bg-white p-6"
      >
        <h2 id="workshop-heading" className="text-lg font-bold">
          {order.workshopDetails.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {m.productivity_summary_format(
            { duration: order.workshopDetails.duration, sessions: order.workshopDetails.sessions },
            locale,
          )}
        </p>
        {teens.length > 1 && (
          <ul
            className="mt-4 space-y-1 border-t border-border pt-4 text-sm"
            aria-label={m.productivity_summary_seats({}, locale)}
          >
            {teens.map(({ name }, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span className="min-w-0 break-words">
                  {m.productivity_summary_seat_line(
                    { name: name || m.booking_teen_number({ number: index + 1 }, locale) },
                    locale,
                  )}
                </span>
                <span className="shrink-0">{formatPrice(seatPrice, language)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex items-center justify-between border-t border-border pt-4 text-lg font-bold">
          <span>{m.productivity_summary_total({}, locale)}</span>
          <span>{formatPrice(price, language)}</span>
        </div>
      </section>

      {error && (
        <Alert variant="destructive" className="mt-6">
          {error}
        </Alert>
      )}
      <div className="mt-6">
        <CheckoutConsentFields
          firstSession={firstSession}
          timeZone={chosen?.schedule?.timeZone ?? null}
          value={consent}
          onChange={(value) => {
            setConsent(value);
            setConsentError(null);
          }}
          error={consentError}
          disabled={paying}
          askExpress={expressAsked}
        />
      </div>
      <Button size="lg" className="mt-6 w-full" onClick={() => void pay()} disabled={paying || editing}>
        <CreditCard aria-hidden="true" />
        {paying
          ? m.productivity_summary_redirecting({}, locale)
          : m.productivity_summary_pay({ amount: formatPrice(price, language) }, locale)}
      </Button>
      <p className="mt-3 text-center text-sm text-muted-foreground">
        {teens.length > 1
          ? m.productivity_summary_hold_note_several({}, locale)
          : m.productivity_summary_hold_note({}, locale)}
      </p>
      <p className="mt-2 text-center text-sm text-muted-foreground">{refundPolicySummary(language)}</p>
    </div>
  );
}
