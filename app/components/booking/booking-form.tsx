import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import {
  emptyBookingForm,
  hearAboutUsOptions,
  validateBooking,
  type BookingField,
  type BookingFormData,
} from "#shared/booking-schema.ts";
import type { FieldErrors } from "#shared/form-errors.ts";
import { paths } from "#shared/paths.ts";
import { writePaymentData } from "#app/lib/payment-storage.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import { checkDiscount, DiscountField, type DiscountState } from "./discount-field.tsx";
import { OrderSummary } from "./order-summary.tsx";

const fieldOrder: BookingField[] = [
  "teenFirstName",
  "teenLastName",
  "teenAge",
  "parentFirstName",
  "parentLastName",
  "parentEmail",
  "parentPhone",
  "hearAboutUs",
  "specialRequests",
  "discountCode",
];

function TextField(props: {
  name: BookingField;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email";
  hint?: string;
  min?: number;
  max?: number;
}) {
  const describedBy = [props.hint && `${props.name}-hint`, props.error && `${props.name}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={props.name}>{props.label}</Label>
      <Input
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <p id={`${props.name}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      <FieldError id={`${props.name}-error`} message={props.error} />
    </div>
  );
}

/**
 * The booking form (docs/product/booking-and-payment.md#booking-form and docs/product/booking-and-payment.md#stored-payment-data): validated in the
 * page with the shared schema, the discount code checked by the server as soon
 * as it is applied, and the data carried to the payment page in navigation
 * state and session storage.
 */
export function BookingForm(props: {
  workshop: BookingWorkshop;
  /** What the parent typed before (known only once hydrated); undefined when there is nothing. */
  restored: BookingFormData | undefined;
  /** Hydrated: before that a click would post nothing useful, so the button waits. */
  ready: boolean;
}) {
  const { workshop, restored } = props;
  const navigate = useNavigate();
  const [values, setValues] = useState<BookingFormData>(emptyBookingForm);
  const [errors, setErrors] = useState<FieldErrors<BookingField>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [discount, setDiscount] = useState<DiscountState>({ status: "idle" });
  const [submitting, setSubmitting] = useState(false);
  const [restoredFrom, setRestoredFrom] = useState<BookingFormData>();
  const formRef = useRef<HTMLFormElement>(null);

  // Restored data arrives after hydration; whatever the visitor has typed since wins over it.
  if (restored && restored !== restoredFrom) {
    setRestoredFrom(restored);
    const merged = { ...restored };
    for (const field of fieldOrder) if (values[field]) merged[field] = values[field];
    setValues(merged);
  }

  // A restored code is checked again: the server alone says what it takes off today.
  useEffect(() => {
    if (restoredFrom?.discountCode) void apply(restoredFrom.discountCode);
    // Only when restored data arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredFrom]);

  const change = (field: BookingField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === "discountCode") setDiscount({ status: "idle" });
    if (validateOnChange && field !== "discountCode") {
      const check = validateBooking(next, workshop);
      setErrors((current) => ({ ...current, [field]: check.success ? undefined : check.errors[field] }));
    }
  };

  async function apply(code: string): Promise<DiscountState> {
    if (code.trim() === "") {
      const idle: DiscountState = { status: "idle" };
      setDiscount(idle);
      return idle;
    }
    setDiscount({ status: "checking" });
    const answer = await checkDiscount(workshop.id, code);
    const state: DiscountState = answer.ok
      ? { status: "applied", answer }
      : { status: "refused", error: answer.error };
    setDiscount(state);
    return state;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidateOnChange(true);
    const check = validateBooking(values, workshop);
    if (!check.success) {
      setErrors(check.errors);
      const first = fieldOrder.find((field) => check.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // A typed but unapplied code is applied now: a parent never pays more than they expect.
      let state = discount;
      if (values.discountCode.trim() && state.status !== "applied") state = await apply(values.discountCode);
      if (state.status === "refused") {
        formRef.current?.querySelector<HTMLElement>("#discountCode")?.focus();
        return;
      }
      const formData: BookingFormData = {
        ...values,
        discountCode: state.status === "applied" ? state.answer.code : "",
      };
      writePaymentData({ workshopId: workshop.id, formData, workshop });
      await navigate(paths.bookingPayment(workshop.id), {
        state: { workshopId: workshop.id, formData, workshop },
      });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: BookingField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => change(name, value)}
      {...extra}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <noscript>
        <p className="rounded-lg bg-accent-soft px-4 py-3 text-sm font-medium lg:col-span-2">
          Card payment needs JavaScript. Please turn it on to book online, or write to us and we will help.
        </p>
      </noscript>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label="Booking form"
        className="flex flex-col gap-8"
      >
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">About your teen</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("teenFirstName", "Teen's first name", { autoComplete: "off" })}
            {field("teenLastName", "Teen's last name", { autoComplete: "off" })}
          </div>
          {field("teenAge", "Teen's age", {
            type: "number",
            inputMode: "numeric",
            min: workshop.ageMin,
            max: workshop.ageMax,
            hint: `This workshop is for ages ${workshop.ageMin}-${workshop.ageMax}.`,
          })}
        </fieldset>
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">About you</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("parentFirstName", "Parent's first name", { autoComplete: "given-name" })}
            {field("parentLastName", "Parent's last name", { autoComplete: "family-name" })}
          </div>
          {field("parentEmail", "Parent's email", {
            type: "email",
            inputMode: "email",
            autoComplete: "email",
            hint: "Your confirmation and the video link are sent here.",
          })}
          {field("parentPhone", "Parent's phone (optional)", {
            type: "tel",
            inputMode: "tel",
            autoComplete: "tel",
          })}
          <div className="flex flex-col gap-2">
            <Label htmlFor="hearAboutUs">How did you hear about us?</Label>
            <select
              id="hearAboutUs"
              name="hearAboutUs"
              value={values.hearAboutUs}
              onChange={(event) => change("hearAboutUs", event.target.value)}
              className="flex h-11 w-full rounded-lg border border-border bg-white px-3 py-2 text-base focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm"
            >
              <option value="">Choose an answer (optional)</option>
              {hearAboutUsOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="specialRequests">Special requests</Label>
            <Textarea
              id="specialRequests"
              name="specialRequests"
              placeholder="Anything the coach should know (optional)"
              value={values.specialRequests}
              onChange={(event) => change("specialRequests", event.target.value)}
              aria-invalid={errors.specialRequests ? true : undefined}
              aria-describedby={errors.specialRequests ? "specialRequests-error" : undefined}
            />
            <FieldError id="specialRequests-error" message={errors.specialRequests} />
          </div>
        </fieldset>
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-bold">Discount</legend>
          <DiscountField
            value={values.discountCode}
            state={discount}
            onChange={(value) => change("discountCode", value)}
            onApply={() => void apply(values.discountCode)}
          />
        </fieldset>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={submitting || !props.ready}
        >
          {submitting ? "Please wait..." : "Continue to Payment"}
        </Button>
      </form>
      <aside aria-label="Order summary" className="lg:sticky lg:top-6 lg:self-start">
        <OrderSummary
          workshop={workshop}
          discount={discount.status === "applied" ? discount.answer : undefined}
        />
      </aside>
    </div>
  );
}
