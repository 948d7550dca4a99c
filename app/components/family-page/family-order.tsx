import { useLanguage } from "#app/lib/use-language.ts";
import type { FamilyBooking } from "#shared/family-page.ts";
import { m } from "#shared/i18n/messages.ts";
import { FamilyBookingCard } from "./family-booking-card.tsx";

/**
 * The teens of one order (brothers and sisters booked in one payment) together on the family page:
 * one frame named by the order's first reference, each teen's own card inside it.
 */
export function FamilyOrder({ bookings }: { bookings: FamilyBooking[] }) {
  const locale = { locale: useLanguage() };
  const order = bookings[0]!.order ?? bookings[0]!.reference;
  const names = bookings.flatMap((booking) => (booking.teenFirstName ? [booking.teenFirstName] : []));
  const id = `order-${order}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-3xl border-2 border-dashed border-primary/30 p-2 sm:p-3"
    >
      <h3 id={id} className="px-2 pt-1 text-sm font-semibold text-primary">
        {m.family_page_order({ count: bookings.length, reference: order }, locale)}
        {names.length > 0 && <span className="font-normal text-muted-foreground"> · {names.join(", ")}</span>}
      </h3>
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <li key={booking.reference}>
            <FamilyBookingCard booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}
