/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Details_HeadingInputs */

const en_booking_page_details_heading = /** @type {(inputs: Booking_Page_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking details`)
};

const fr_booking_page_details_heading = /** @type {(inputs: Booking_Page_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails de la réservation`)
};

/**
* | output |
* | --- |
* | "Booking details" |
*
* @param {Booking_Page_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_details_heading = /** @type {((inputs?: Booking_Page_Details_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Details_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_details_heading(inputs)
	return en_booking_page_details_heading(inputs)
});