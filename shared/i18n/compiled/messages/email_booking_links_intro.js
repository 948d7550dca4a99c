/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Links_IntroInputs */

const en_email_booking_links_intro = /** @type {(inputs: Email_Booking_Links_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You asked for the links to your bookings. Each link opens the booking's own page: keep them to yourself, anyone with a link can see and change the booking.`)
};

const fr_email_booking_links_intro = /** @type {(inputs: Email_Booking_Links_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez demandé les liens de vos réservations. Chaque lien ouvre la page de la réservation : gardez-les pour vous, toute personne qui a un lien peut voir et modifier la réservation.`)
};

/**
* | output |
* | --- |
* | "You asked for the links to your bookings. Each link opens the booking's own page: keep them to yourself, anyone with a link can see and change the booking." |
*
* @param {Email_Booking_Links_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_intro = /** @type {((inputs?: Email_Booking_Links_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Links_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_links_intro(inputs)
	return en_email_booking_links_intro(inputs)
});