/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_DatesInputs */

const en_booking_page_dates = /** @type {(inputs: Booking_Page_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

const fr_booking_page_dates = /** @type {(inputs: Booking_Page_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

/**
* | output |
* | --- |
* | "Dates" |
*
* @param {Booking_Page_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_dates = /** @type {((inputs?: Booking_Page_DatesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_DatesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_dates(inputs)
	return en_booking_page_dates(inputs)
});