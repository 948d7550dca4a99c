import { m } from "./i18n/messages.ts";
import type { Language } from "./language.ts";
import { spotsLeftText } from "./plural.ts";

/**
 * Fewer places left in a group than the order's teens: how many are left, and what the family may
 * do (the booking form says it before paying, the payment start answers it).
 */
export const notEnoughSeatsText = (seatsLeft: number, teens: number, language: Language) =>
  m.booking_not_enough_seats({ teens, spotsLeft: spotsLeftText(seatsLeft, language) }, { locale: language });
