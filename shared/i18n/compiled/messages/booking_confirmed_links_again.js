/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_Links_AgainInputs */

const en_booking_confirmed_links_again = /** @type {(inputs: Booking_Confirmed_Links_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for your booking links again`)
};

const fr_booking_confirmed_links_again = /** @type {(inputs: Booking_Confirmed_Links_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redemandez vos liens de réservation`)
};

/**
* | output |
* | --- |
* | "Ask for your booking links again" |
*
* @param {Booking_Confirmed_Links_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_links_again = /** @type {((inputs?: Booking_Confirmed_Links_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_Links_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_links_again(inputs)
	return en_booking_confirmed_links_again(inputs)
});