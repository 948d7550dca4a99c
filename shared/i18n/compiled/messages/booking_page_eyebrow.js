/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_EyebrowInputs */

const en_booking_page_eyebrow = /** @type {(inputs: Booking_Page_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking`)
};

const fr_booking_page_eyebrow = /** @type {(inputs: Booking_Page_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation`)
};

/**
* | output |
* | --- |
* | "Your booking" |
*
* @param {Booking_Page_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_eyebrow = /** @type {((inputs?: Booking_Page_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_eyebrow(inputs)
	return en_booking_page_eyebrow(inputs)
});