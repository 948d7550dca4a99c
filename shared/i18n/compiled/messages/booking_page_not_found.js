/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Not_FoundInputs */

const en_booking_page_not_found = /** @type {(inputs: Booking_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this booking. Ask for your booking links again with your e-mail address.`)
};

const fr_booking_page_not_found = /** @type {(inputs: Booking_Page_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas trouvé cette réservation. Redemandez vos liens de réservation avec votre adresse e-mail.`)
};

/**
* | output |
* | --- |
* | "We could not find this booking. Ask for your booking links again with your e-mail address." |
*
* @param {Booking_Page_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_not_found = /** @type {((inputs?: Booking_Page_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_not_found(inputs)
	return en_booking_page_not_found(inputs)
});