/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Links_SentInputs */

const en_booking_links_sent = /** @type {(inputs: Booking_Links_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we have bookings for this address, we have sent their links to it.`)
};

const fr_booking_links_sent = /** @type {(inputs: Booking_Links_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si nous avons des réservations pour cette adresse, nous lui avons envoyé leurs liens.`)
};

/**
* | output |
* | --- |
* | "If we have bookings for this address, we have sent their links to it." |
*
* @param {Booking_Links_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_links_sent = /** @type {((inputs?: Booking_Links_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Links_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_links_sent(inputs)
	return en_booking_links_sent(inputs)
});