import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { withColon } from "#shared/label-with-colon.ts";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSubmit } from "react-router";
import { Field } from "#app/components/forms/field.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import {
  bookingSchema,
  emptyBookingForm,
  HEAR_ABOUT_US,
  hearAboutUsLabels,
  MAX_TEENS,
  teenCountOf,
  teenFields,
  type BookingField,
  type BookingFormData,
  type BookingRequestData,
  type MoreTeenField,
} from "#shared/booking-schema.ts";
import { notEnoughSeatsText } from "#shared/not-enough-seats.ts";
import { groupChoiceLabel, GroupPicker } from "#app/components/productivity/group-picker.tsx";
import { m } from "#shared/i18n/messages.ts";
import { formatPrice } from "#shared/money.ts";
import { parseForm } from "#shared/parse-form.ts";
import { paths } from "#shared/paths.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import { requestDiscountPreview, DiscountField, type DiscountState } from "./discount-field.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { useLocalisedPath } from "#app/lib/use-localised-path.ts";

const selectClass =
  "flex h-11 w-full rounded-lg border border-border bg-white px-3 py-2 text-base focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm";

/** The form's values: the parent's once, and each teen's (the second to fourth only when added). */
type OrderFormData = BookingFormData & Partial<Record<MoreTeenField, string>>;

/** The fields of the teens after the first, up to the order's `teens`. */
const moreTeenFields = (teens: number) =>
  Array.from({ length: Math.max(0, teens - 1) }, (_, index) => Object.values(teenFields(index + 2))).flat();

/** The form's current text, field by field (Conform keeps what was typed), for `teens` teens. */
function currentValues(value: unknown, teens: number): OrderFormData {
  const current = (value ?? {}) as Partial<Record<BookingField, unknown>>;
  const values: OrderFormData = { ...emptyBookingForm };
  for (const field of [...(Object.keys(emptyBookingForm) as BookingField[]), ...moreTeenFields(teens)]) {
    const typed = current[field];
    values[field] = typeof typed === "string" ? typed : "";
  }
  return values;
}

/** The teens' names as typed, or "Teen 2" while a name is still blank. */
function teenNames(values: OrderFormData, teens: number, label: (number: number) => string) {
  return Array.from({ length: teens }, (_, index) => {
    const fields = teenFields(index + 1);
    const name = [values[fields.firstName], values[fields.lastName]].filter(Boolean).join(" ").trim();
    return name || label(index + 1);
  });
}

/**
 * The booking form (docs/product/booking-and-payment.md): validated in the page with the shared
 * schema (Conform, docs/decisions/012-forms-and-messages.md), the discount code checked by the
 * server as soon as it is applied, then posted to the page's action, which records the order on
 * the server and goes on to the payment page (docs/decisions/030-booking-pages-from-the-server.md).
 */
export function BookingForm(props: {
  workshop: BookingWorkshop;
  /** What the parent typed before (known only once hydrated); undefined when there is nothing. */
  restored: BookingRequestData | undefined;
  /** Hydrated: before that a click would post nothing useful, so the button waits. */
  ready: boolean;
  /** Opened from a waiting-list offer: its group is the one, and its token goes with the payment. */
  offer?: { token: string; groupId: string | null; seats: number };
  /** The server's refusal of the last post (a group filled meanwhile...). */
  refusal?: { error: string; code?: string };
}) {
  const { workshop, restored, offer } = props;
  const language = useLanguage();
  const lp = useLocalisedPath();
  const locale = { locale: language };
  const submit = useSubmit();
  const [discount, setDiscount] = useState<DiscountState>({ status: "idle" });
  const [submitting, setSubmitting] = useState(false);
  // The group, when the workshop has groups on sale (docs/product/groups.md#choosing-a-group).
  const groups = workshop.groups ?? [];
  const [groupId, setGroupId] = useState<string | null>(null);
  const [groupError, setGroupError] = useState(false);
  // Until the parent picks one, the group they chose before coming back (if it still has a place).
  const chosenGroup = groups.find(
    (group) => group.id === (groupId ?? offer?.groupId ?? restored?.groupId) && group.spotsLeft > 0,
  );

  // Brothers and sisters booked together: 1 to MAX_TEENS teens, one seat each in the same group.
  // An offer holds one seat per teen of the family: its form asks for exactly that many.
  const [teens, setTeens] = useState(offer?.seats ?? 1);
  // Restored data brings its teens back (set while rendering, before the restored values are put in).
  const [restoredTeens, setRestoredTeens] = useState<BookingRequestData>();
  if (restored && restored !== restoredTeens) {
    setRestoredTeens(restored);
    setTeens(Math.max(teens, teenCountOf(restored)));
  }
  const [form, fields] = useForm({
    id: "booking",
    // Sent before (the payment page's back link): filled from the server's first paint.
    defaultValue: restored ?? emptyBookingForm,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      // The group is chosen outside the form's fields: its message shows with theirs, on the first
      // submit, not once they are all valid.
      if (groups.length > 0 && !chosenGroup) setGroupError(true);
      return parseForm(
        formData,
        bookingSchema(workshop, language, teenCountOf(Object.fromEntries(formData))),
      );
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (groups.length > 0 && !chosenGroup) {
        setGroupError(true);
        document.getElementById("booking-group")?.focus();
        return;
      }
      // Too few places for every teen: nothing goes to the payment (the message says what to do).
      if (chosenGroup && chosenGroup.spotsLeft < teens) {
        document.getElementById("booking-not-enough-seats")?.focus();
        return;
      }
      if (submission?.status === "success") void proceed(currentValues(form.value, teens));
    },
  });

  // The added teens' fields: Conform gives any field of the form by its name.
  const teenField = (name: MoreTeenField) =>
    (fields as unknown as Record<MoreTeenField, FieldMetadata<unknown>>)[name];

  function changeTeens(values: OrderFormData, count: number) {
    setTeens(count);
    form.update({ value: values });
    // A code applies to the whole order: its amounts change with the number of teens.
    if (discount.status === "applied") void apply(discount.answer.code, count);
  }

  function addTeen() {
    if (teens >= MAX_TEENS) return;
    changeTeens(currentValues(form.value, teens), teens + 1);
    // The new teen's first field, once rendered.
    const added = teenFields(teens + 1).firstName as MoreTeenField;
    requestAnimationFrame(() => document.getElementById(teenField(added).id)?.focus());
  }

  /** Removes teen `number` (2 to 4): the teens after it move up one place, their typing kept. */
  function removeTeen(number: number) {
    const values = currentValues(form.value, teens);
    for (let n = number; n < teens; n++) {
      const to = teenFields(n);
      const from = teenFields(n + 1);
      values[to.firstName] = values[from.firstName] ?? "";
      values[to.lastName] = values[from.lastName] ?? "";
      values[to.age] = values[from.age] ?? "";
    }
    const last = teenFields(teens);
    delete values[last.firstName];
    delete values[last.lastName];
    delete values[last.age];
    changeTeens(values, teens - 1);
  }

  // Restored data arrives after hydration; whatever the visitor has typed since wins over it.
  useEffect(() => {
    if (!restored) return;
    const count = Math.max(teens, teenCountOf(restored));
    const typed = currentValues(form.value, count);
    const merged = { ...restored };
    for (const field of Object.keys(typed) as BookingField[]) if (typed[field]) merged[field] = typed[field];
    form.update({ value: merged });
    // A restored code is checked again: the server alone says what it takes off today.
    if (restored.discountCode) void apply(merged.discountCode, count);
    // Only when restored data arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  async function apply(code: string, forTeens = teens): Promise<DiscountState> {
    if (code.trim() === "") {
      const idle: DiscountState = { status: "idle" };
      setDiscount(idle);
      return idle;
    }
    setDiscount({ status: "checking" });
    const answer = await requestDiscountPreview(workshop.id, code, language, forTeens);
    const state: DiscountState = answer.ok
      ? { status: "applied", answer }
      : { status: "refused", error: answer.error };
    setDiscount(state);
    return state;
  }

  async function proceed(values: OrderFormData) {
    setSubmitting(true);
    try {
      // A typed but unapplied code is applied now: a parent never pays more than they expect.
      let state = discount;
      if (values.discountCode.trim() && state.status !== "applied") state = await apply(values.discountCode);
      if (state.status === "refused") {
        document.getElementById(fields.discountCode.id)?.focus();
        return;
      }
      const formData: BookingRequestData = {
        ...values,
        discountCode: state.status === "applied" ? state.answer.code : "",
        ...(chosenGroup && { groupId: chosenGroup.id }),
        ...(offer && { offerToken: offer.token }),
      };
      await submit(formData, { method: "post" });
    } finally {
      setSubmitting(false);
    }
  }

  const applied = discount.status === "applied" ? discount.answer : undefined;
  const discountCode = typeof fields.discountCode.value === "string" ? fields.discountCode.value : "";
  const teenLabel = (number: number) => m.booking_teen_number({ number }, locale);
  const names = teenNames(currentValues(form.value, teens), teens, teenLabel);
  const tooFewSeats = chosenGroup !== undefined && chosenGroup.spotsLeft < teens;
  const ageHint = m.booking_teen_age_hint({ ageMin: workshop.ageMin, ageMax: workshop.ageMax }, locale);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <noscript>
        <p className="rounded-lg bg-accent-soft px-4 py-3 text-sm font-medium lg:col-span-2">
          {m.booking_noscript({}, locale)}
        </p>
      </noscript>
      <form
        {...getFormProps(form)}
        method="post"
        noValidate
        aria-label={m.booking_form_label({}, locale)}
        className="flex flex-col gap-8"
      >
        {groups.length > 0 && (
          <div id="booking-group" tabIndex={-1} className="flex min-w-0 flex-col gap-2">
            <GroupPicker
              legend={m.booking_group_legend({}, locale)}
              groups={groups.map((group) => ({
                id: group.id,
                dateRange: group.dateRange,
                timeText: group.timeText,
                spotsLeft: group.spotsLeft,
                schedule: group,
              }))}
              selected={chosenGroup?.id ?? null}
              onSelect={(group) => {
                setGroupId(group.id);
                setGroupError(false);
              }}
            />
            {groupError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {m.booking_choose_group({}, locale)}
              </p>
            )}
          </div>
        )}
        <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">{m.booking_about_teen({}, locale)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.teenFirstName}
              label={m.booking_teen_first_name({}, locale)}
              autoComplete="off"
            />
            <Field
              meta={fields.teenLastName}
              label={m.booking_teen_last_name({}, locale)}
              autoComplete="off"
            />
          </div>
          <Field
            meta={fields.teenAge}
            label={m.booking_teen_age({}, locale)}
            type="number"
            inputMode="numeric"
            min={workshop.ageMin}
            max={workshop.ageMax}
            hint={ageHint}
          />
          {Array.from({ length: teens - 1 }, (_, index) => {
            const number = index + 2;
            const teen = teenFields(number) as Record<"firstName" | "lastName" | "age", MoreTeenField>;
            const prefix = <span className="sr-only">{withColon(teenLabel(number), language)} </span>;
            return (
              <fieldset
                key={number}
                className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-white p-4"
              >
                <div className="flex items-center justify-between gap-4">
                  <legend className="float-left text-lg font-bold">{teenLabel(number)}</legend>
                  {!offer && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={m.booking_remove_teen_label({ number }, locale)}
                      onClick={() => removeTeen(number)}
                    >
                      {m.booking_remove_teen({}, locale)}
                    </Button>
                  )}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    meta={teenField(teen.firstName)}
                    label={
                      <>
                        {prefix}
                        {m.booking_teen_first_name({}, locale)}
                      </>
                    }
                    autoComplete="off"
                  />
                  <Field
                    meta={teenField(teen.lastName)}
                    label={
                      <>
                        {prefix}
                        {m.booking_teen_last_name({}, locale)}
                      </>
                    }
                    autoComplete="off"
                  />
                </div>
                <Field
                  meta={teenField(teen.age)}
                  label={
                    <>
                      {prefix}
                      {m.booking_teen_age({}, locale)}
                    </>
                  }
                  type="number"
                  inputMode="numeric"
                  min={workshop.ageMin}
                  max={workshop.ageMax}
                  hint={ageHint}
                />
              </fieldset>
            );
          })}
          {!offer && teens < MAX_TEENS && (
            <div className="flex flex-col items-start gap-2">
              <Button type="button" variant="outline" onClick={addTeen}>
                <Plus aria-hidden="true" className="size-4" />
                {m.booking_add_teen({}, locale)}
              </Button>
              <p className="text-xs text-muted-foreground">
                {m.booking_teens_hint({ max: MAX_TEENS }, locale)}
              </p>
            </div>
          )}
        </fieldset>
        <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">{m.booking_about_you({}, locale)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.parentFirstName}
              label={m.booking_parent_first_name({}, locale)}
              autoComplete="given-name"
            />
            <Field
              meta={fields.parentLastName}
              label={m.booking_parent_last_name({}, locale)}
              autoComplete="family-name"
            />
          </div>
          <Field
            meta={fields.parentEmail}
            label={m.booking_parent_email({}, locale)}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={m.booking_parent_email_hint({}, locale)}
          />
          <Field
            meta={fields.parentPhone}
            label={m.booking_parent_phone({}, locale)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Field meta={fields.hearAboutUs} label={m.booking_hear_about_us({}, locale)}>
            {(control) => (
              <select {...control} className={selectClass}>
                <option value="">{m.booking_hear_about_us_empty({}, locale)}</option>
                {HEAR_ABOUT_US.map((code) => (
                  <option key={code} value={code}>
                    {hearAboutUsLabels[language][code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field meta={fields.specialRequests} label={m.booking_special_requests({}, locale)}>
            {(control) => (
              <Textarea {...control} placeholder={m.booking_special_requests_placeholder({}, locale)} />
            )}
          </Field>
          <PrivacyNote />
        </fieldset>
        <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">{m.booking_discount_legend({}, locale)}</legend>
          <DiscountField
            meta={fields.discountCode}
            state={discount}
            onChange={() => setDiscount({ status: "idle" })}
            onApply={() => void apply(discountCode)}
            canApply={discountCode.trim() !== ""}
          />
        </fieldset>
        <div className="flex flex-col gap-3">
          {props.refusal && !submitting && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {props.refusal.error}
            </p>
          )}
          {tooFewSeats && (
            <div
              id="booking-not-enough-seats"
              tabIndex={-1}
              role="alert"
              className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-white p-4 text-sm font-medium"
            >
              <p>{notEnoughSeatsText(chosenGroup.spotsLeft, teens, language)}</p>
              <Button asChild variant="outline" size="sm">
                <Link to={`${lp(paths.waitlist(workshop.id))}?teens=${teens}`}>
                  {m.booking_not_enough_seats_waitlist({ teens }, locale)}
                </Link>
              </Button>
            </div>
          )}
          {/* On a phone the summary comes after the form: the total shows here, before the button. */}
          <p className="flex justify-between gap-4 text-base font-bold lg:hidden" aria-live="polite">
            <span>{m.booking_total_to_pay({}, locale)}</span>
            <span>{formatPrice(applied ? applied.finalAmount : workshop.price * teens, language)}</span>
          </p>
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:self-start"
            disabled={submitting || !props.ready}
          >
            {submitting ? m.booking_please_wait({}, locale) : m.booking_continue_to_payment({}, locale)}
          </Button>
        </div>
      </form>
      <aside aria-label={m.booking_order_summary({}, locale)} className="lg:sticky lg:top-6 lg:self-start">
        <OrderSummary
          workshop={workshop}
          discount={applied}
          teenNames={teens > 1 ? names : undefined}
          group={chosenGroup && groupChoiceLabel({ ...chosenGroup, schedule: chosenGroup }, language)}
        />
      </aside>
    </div>
  );
}
