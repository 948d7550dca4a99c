import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { ArrowRight, Check, Clock, ShieldCheck, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { groupChoiceLabel, GroupPicker } from "#app/components/productivity/group-picker.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/forms/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage, requestLanguage } from "#shared/language.ts";
import { formatPrice } from "#shared/money.ts";
import { paths } from "#shared/paths.ts";
import { legalPaths } from "#shared/legal-texts.ts";
import { refundPolicyShort, refundPolicySummary } from "#shared/refund-policy.ts";
import { saveProductivityOrder } from "#app/lib/productivity-order.ts";
import { hydrateOnInteractionUnlessStored } from "#app/lib/hydration-mode.ts";
import {
  emptyProductivityForm,
  MAX_PRODUCTIVITY_TEENS,
  PRODUCTIVITY_ORDER_KEY,
  productivityProceedError,
  productivityTeenCount,
  productivityTeenFields,
  type MoreProductivityTeenField,
  type ProductivityFormData,
  type ProductivityOrder,
} from "#shared/productivity-schema.ts";
import { MoreTeensFields } from "#app/components/productivity/more-teens-fields.tsx";
import { notEnoughSeatsText } from "#shared/not-enough-seats.ts";
import { notFoundMeta, pageMeta, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { useProductivityOrder } from "#app/lib/use-productivity-order.ts";
import { productivityOffer } from "#server/productivity/productivity-offer.server.ts";
import { pageOffer } from "#server/waitlist/offer-booking-page.server.ts";
import { OfferNotice, OfferRefused } from "#app/components/booking/offer-notice.tsx";
import type { Route } from "./+types/sales-page";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";
import { localisedPath } from "#shared/localised-path.ts";

// Hydrated on the first interaction (app/lib/deferred-hydration.ts): until then the server's HTML is the
// page, and what the parent chose or typed is handed to React. With an order kept in session storage
// (back from the summary after a reload) it hydrates at once, to show that order.
export const handle = hydrateOnInteractionUnlessStored(PRODUCTIVITY_ORDER_KEY);

/** Individual coaching: 4 sessions at €80. The page shows what the group workshop saves against it
 * (€50 at the seeded €270), from the price an administrator sets. */
const INDIVIDUAL_SESSIONS_CENTS = 4 * 8000;

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const language = pageLanguage(location.pathname);
  if (!loaderData) return notFoundMeta(matches, language);
  const locale = { locale: language };
  return pageMeta({
    matches,
    path: localisedPath(language, paths.productivity),
    title: pageTitle(matches, m.productivity_meta_title({}, locale)),
    description: m.productivity_meta_description(
      { price: formatPrice(loaderData.workshop.price, language) },
      locale,
    ),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const offer = await productivityOffer(db);
  if (!offer || !offer.workshop.isActive) throw data(null, { status: 404 });
  // A waiting-list offer's link: only its group, with the seat it holds (docs/product/waiting-list-and-newsletter.md#when-a-place-opens).
  const token = new URL(request.url).searchParams.get("offer");
  const held = await pageOffer(
    db,
    config,
    offer.workshop.id,
    offer.groups,
    (group) => group.schedule.timeZone,
    token,
    requestLanguage(request),
  );
  if (held.kind === "live")
    return { ...offer, groups: held.groups, waitlistOffer: held.offer, refusal: null };
  return { ...offer, waitlistOffer: null, refusal: held.kind === "refused" ? held.message : null };
}

export default function ProductivityWorkshop({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // Back from the summary (state) or after a refresh (session storage): everything comes back.
  const { order } = useProductivityOrder(location.state);
  return (
    <SalesPage
      key={order ? "restored" : "fresh"}
      offer={loaderData}
      initialGroupId={loaderData.waitlistOffer?.groupId ?? order?.selectedSchedule ?? null}
      initialForm={order?.formData ?? emptyProductivityForm}
    />
  );
}

function SalesPage({
  offer,
  initialGroupId,
  initialForm,
}: {
  offer: Route.ComponentProps["loaderData"];
  initialGroupId: string | null;
  initialForm: ProductivityFormData;
}) {
  const { workshop, groups, waitlistOffer, refusal } = offer;
  const saving = INDIVIDUAL_SESSIONS_CENTS - workshop.price;
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(() =>
    groups.some((group) => group.id === initialGroupId && group.spotsLeft > 0) ? initialGroupId : null,
  );
  const [error, setError] = useState<string | null>(null);
  // Brothers and sisters on one registration: 1 to 4 teens, one seat each in the same group.
  // A waiting-list offer holds one seat per teen the family asked for: its claim books exactly that many.
  const [teens, setTeens] = useState(() => offer.waitlistOffer?.seats ?? productivityTeenCount(initialForm));
  // Fewer places left in the chosen group than the teens: said with the waiting list's link.
  const [tooFew, setTooFew] = useState<number | null>(null);
  // Written as every form of the site (docs/decisions/012-forms-and-messages.md), but judged as the
  // product asks: one alert for the whole form, in a fixed order (productivityProceedError).
  const [form, fields] = useForm<ProductivityFormData>({
    id: "registration",
    defaultValue: { ...emptyProductivityForm, ...initialForm },
    onSubmit: proceed,
  });

  // The fields are read from the form itself at submit: what the parent sees is what is judged and
  // sent, even when something was typed or chosen while React was taking over the page.
  function proceed(event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) {
    event.preventDefault();
    const { form: registration, selected } = readRegistration(formData, teens);
    setSelected(selected);
    const group = groups.find((candidate) => candidate.id === selected);
    const seatsLeft = group && group.spotsLeft < teens ? group.spotsLeft : null;
    const message =
      productivityProceedError(selected, registration, language) ??
      (seatsLeft === null ? null : notEnoughSeatsText(seatsLeft, teens, language));
    setError(message);
    setTooFew(message ? seatsLeft : null);
    if (message || !group) {
      // A browser alert (docs/product/productivity-checkout.md#registration-form); the message also stays on the page beside the form.
      if (message) window.alert(message);
      return;
    }
    const order: ProductivityOrder = {
      selectedSchedule: group.id,
      selectedDate: groupChoiceLabel(group, language),
      formData: registration,
      workshopDetails: {
        id: workshop.id,
        title: workshop.title,
        price: workshop.price,
        duration: workshop.duration,
        sessions: workshop.sessions,
      },
      ...(waitlistOffer && { offerToken: waitlistOffer.token }),
    };
    saveProductivityOrder(order);
    void navigate(lp(paths.productivityOrderSummary), { state: order });
  }

  // The added teens' fields: Conform gives any field of the form by its name.
  const teenField = (name: MoreProductivityTeenField) =>
    (fields as unknown as Record<MoreProductivityTeenField, FieldMetadata<unknown>>)[name];

  // The added teens' inputs keep their own text (they are not controlled): adding one renders two
  // empty fields; removing one moves the text of the teens after it up one place first.
  function addTeen() {
    if (teens >= MAX_PRODUCTIVITY_TEENS) return;
    const added = productivityTeenFields(teens + 1) as Record<"name" | "age", MoreProductivityTeenField>;
    setTeens(teens + 1);
    // The new teen's first field, once rendered.
    requestAnimationFrame(() => document.getElementById(teenField(added.name).id)?.focus());
  }

  /** Removes teen `number` (2 to 4): the teens after it move up one place, their typing kept. */
  function removeTeen(number: number) {
    const element = document.forms.namedItem(form.id);
    const input = (name: string) => element?.elements.namedItem(name) as HTMLInputElement | null;
    for (let n = number; n < teens; n++) {
      const to = productivityTeenFields(n);
      const from = productivityTeenFields(n + 1);
      for (const key of ["name", "age"] as const) {
        const target = input(to[key]);
        if (target) target.value = input(from[key])?.value ?? "";
      }
    }
    setTeens(teens - 1);
    setTooFew(null);
  }

  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <section className="mx-auto max-w-5xl px-4 pb-8 pt-12 sm:px-6 md:pt-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-[#b8432a]">
          {m.productivity_eyebrow({}, locale)}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl">{workshop.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{workshop.description}</p>
        <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
          <p className="text-4xl font-extrabold text-primary">{formatPrice(workshop.price, language)}</p>
          {saving > 0 ? (
            <p className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
              {m.productivity_saving({ amount: formatPrice(saving, language) }, locale)}
            </p>
          ) : null}
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-primary" /> {workshop.duration},{" "}
            {workshop.sessions}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-primary" />{" "}
            {m.productivity_small_groups({}, locale)}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" /> {refundPolicyShort(language)}
          </li>
        </ul>
      </section>

      {refusal || waitlistOffer ? (
        <div className="mx-auto max-w-5xl px-4 pb-6 sm:px-6">
          {refusal && <OfferRefused message={refusal} />}
          {waitlistOffer && <OfferNotice heldUntil={waitlistOffer.heldUntil} seats={waitlistOffer.seats} />}
        </div>
      ) : null}

      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 pb-16 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start">
        <section
          aria-labelledby="learn-heading"
          className="rounded-3xl border border-border bg-white p-6 md:p-8"
        >
          <h2 id="learn-heading" className="text-xl font-bold">
            {m.workshops_learn_heading({}, locale)}
          </h2>
          <ul className="mt-4 space-y-3">
            {workshop.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl bg-primary-soft p-4 text-sm leading-relaxed">
            {refundPolicySummary(language)}{" "}
            <Link to={legalPaths(language).terms} className="font-semibold text-primary underline">
              {m.productivity_terms_link({}, locale)}
            </Link>
          </p>
        </section>

        <form
          {...getFormProps(form)}
          className="space-y-6 rounded-3xl border border-border bg-white p-6 md:p-8"
          aria-labelledby="register-heading"
        >
          <h2 id="register-heading" className="text-xl font-bold">
            {m.productivity_register_heading({}, locale)}
          </h2>
          <GroupPicker
            legend={m.productivity_choose_schedule({}, locale)}
            groups={groups}
            selected={selected}
            onSelect={(group) => setSelected(group.id)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.parentName} label={m.productivity_parent_name({}, locale)} required />
            <Field
              meta={fields.parentEmail}
              label={m.productivity_parent_email({}, locale)}
              type="email"
              autoComplete="email"
              required
            />
            <Field meta={fields.teenName} label={m.productivity_teen_name({}, locale)} required />
            <Field
              meta={fields.teenAge}
              label={m.productivity_teen_age({}, locale)}
              type="number"
              min={12}
              max={16}
              placeholder={m.productivity_age_placeholder({}, locale)}
              required
            />
          </div>
          <MoreTeensFields
            teens={teens}
            field={teenField}
            onAdd={addTeen}
            onRemove={removeTeen}
            canChange={!waitlistOffer}
          />
          <Field meta={fields.additionalInfo} label={m.productivity_additional_info_optional({}, locale)}>
            {(control) => <Textarea {...control} rows={3} />}
          </Field>
          <PrivacyNote />
          {error && (
            <Alert variant="destructive">
              {error}
              {tooFew !== null && (
                <Link to={lp(paths.waitlist(workshop.id))} className="mt-2 block font-semibold underline">
                  {m.booking_not_enough_seats_waitlist({ teens }, locale)}
                </Link>
              )}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full">
            {m.productivity_proceed_summary({}, locale)} <ArrowRight aria-hidden="true" />
          </Button>
        </form>
      </div>
    </div>
  );
}

/** The registration as the form holds it now, with its `teens` teens. */
function readRegistration(
  data: FormData,
  teens: number,
): { form: ProductivityFormData; selected: string | null } {
  const text = (name: keyof ProductivityFormData) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const more: Partial<Record<MoreProductivityTeenField, string>> = {};
  for (let n = 2; n <= teens; n++) {
    const fields = productivityTeenFields(n) as Record<"name" | "age", MoreProductivityTeenField>;
    more[fields.name] = text(fields.name);
    more[fields.age] = text(fields.age);
  }
  const schedule = data.get("schedule");
  return {
    form: {
      parentName: text("parentName"),
      parentEmail: text("parentEmail"),
      teenName: text("teenName"),
      teenAge: text("teenAge"),
      additionalInfo: text("additionalInfo"),
      ...more,
    },
    selected: typeof schedule === "string" && schedule ? schedule : null,
  };
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
