import { useLanguage } from "#app/lib/use-language.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { m } from "#shared/i18n/messages.ts";

/** The booking form opened from a waiting-list offer: whose place this is, and until when. */
export function OfferNotice({ heldUntil, seats = 1 }: { heldUntil: string; seats?: number }) {
  const locale = { locale: useLanguage() };
  return (
    <Alert variant="success">
      <div className="flex min-w-0 flex-col gap-1">
        <strong>
          {seats > 1 ? m.offer_held_heading_several({}, locale) : m.offer_held_heading({}, locale)}
        </strong>
        <span>
          {seats > 1
            ? m.offer_held_until_several({ heldUntil, seats }, locale)
            : m.offer_held_until({ heldUntil }, locale)}
        </span>
        {seats > 1 && <span>{m.offer_held_seats({ seats }, locale)}</span>}
      </div>
    </Alert>
  );
}

/** A waiting-list offer's link that cannot book: expired, used, forged or for another workshop. */
export function OfferRefused({ message }: { message: string }) {
  const locale = { locale: useLanguage() };
  return (
    <Alert variant="destructive">
      <div className="flex min-w-0 flex-col gap-1">
        <strong>{m.offer_refused_heading({}, locale)}</strong>
        <span>{message}</span>
      </div>
    </Alert>
  );
}
