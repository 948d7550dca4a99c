import { asLanguage, type Language } from "#shared/language.ts";

/**
 * The registration data a payment carries until its booking is confirmed, kept as flat text
 * metadata on the hold (and, truncated, on the provider's object). The display keys
 * (workshop_title, selected_date, parent_name, parent_email, teen_name, teen_age, additional_info)
 * come with it, so the success page can show them (docs/product/productivity-checkout.md#success-page).
 */
export type BookingDetails = {
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  parentPhone?: string;
  teenFirstName: string;
  teenLastName: string;
  teenAge: number;
  hearAboutUs?: string;
  /** Productivity's additionalInfo, the booking form's special requests. */
  specialRequests?: string;
  /** The language of the page the family booked on: its messages and pages follow it. */
  language?: Language;
  /** The order's other teens (brothers and sisters booked in the same payment), after the first. */
  moreTeens?: TeenDetails[];
};

export type TeenDetails = { firstName: string; lastName: string; age: number };

const joinName = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

/** "Marie Dupont" -> first "Marie", last "Dupont" (a single word stays the first name). */
export function splitName(full: string) {
  const [first = "", ...rest] = full.trim().split(/\s+/);
  return { first, last: rest.join(" ") };
}

export function bookingMetadata(
  details: BookingDetails,
  display: { workshopId: string; workshopTitle: string; selectedDate: string },
): Record<string, string> {
  return {
    workshop_id: display.workshopId,
    workshop_title: display.workshopTitle,
    selected_date: display.selectedDate,
    parent_name: joinName(details.parentFirstName, details.parentLastName),
    parent_first_name: details.parentFirstName,
    parent_last_name: details.parentLastName,
    parent_email: details.parentEmail,
    parent_phone: details.parentPhone ?? "",
    teen_name: joinName(details.teenFirstName, details.teenLastName),
    teen_first_name: details.teenFirstName,
    teen_last_name: details.teenLastName,
    teen_age: String(details.teenAge),
    hear_about_us: details.hearAboutUs ?? "",
    additional_info: details.specialRequests ?? "",
    language: details.language ?? "en",
    ...(details.moreTeens?.length && { more_teens: JSON.stringify(details.moreTeens) }),
  };
}

/** Keys that hold the teen's details: they stay in our database and never go to the payment provider. */
const childDetailKeys = new Set([
  "teen_name",
  "teen_first_name",
  "teen_last_name",
  "teen_age",
  "additional_info",
  "more_teens",
]);

/**
 * What the payment provider is told: the booking's metadata without the teen's details, which a
 * payment does not need and which our erasure could not reach there (docs/product/childrens-data.md).
 */
export function providerMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !childDetailKeys.has(key)));
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The booking row's fields from a hold's metadata. */
export function bookingFieldsFrom(metadata: Record<string, string>) {
  return {
    parentFirstName: metadata.parent_first_name ?? metadata.parent_name ?? "",
    parentLastName: metadata.parent_last_name ?? "",
    parentEmail: metadata.parent_email ?? "",
    parentPhone: orNull(metadata.parent_phone),
    teenFirstName: metadata.teen_first_name ?? metadata.teen_name ?? "",
    teenLastName: metadata.teen_last_name ?? "",
    teenAge: Number.parseInt(metadata.teen_age ?? "", 10) || 0,
    hearAboutUs: orNull(metadata.hear_about_us),
    specialRequests: orNull(metadata.additional_info),
    language: asLanguage(metadata.language),
  };
}

/** The order's teens, first to last, as booking rows' fields: one booking (and one seat) each. */
export function orderTeensFrom(metadata: Record<string, string>) {
  const first = bookingFieldsFrom(metadata);
  const teens = [
    { teenFirstName: first.teenFirstName, teenLastName: first.teenLastName, teenAge: first.teenAge },
  ];
  if (!metadata.more_teens) return teens;
  for (const teen of JSON.parse(metadata.more_teens) as TeenDetails[])
    teens.push({ teenFirstName: teen.firstName, teenLastName: teen.lastName, teenAge: teen.age });
  return teens;
}
