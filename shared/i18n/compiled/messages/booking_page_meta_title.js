/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Booking_Page_Meta_TitleInputs */

const en_booking_page_meta_title = /** @type {(inputs: Booking_Page_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking ${i?.reference}`)
};

const fr_booking_page_meta_title = /** @type {(inputs: Booking_Page_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre réservation ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Your booking {reference}" |
*
* @param {Booking_Page_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_meta_title = /** @type {((inputs: Booking_Page_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_meta_title(inputs)
	return en_booking_page_meta_title(inputs)
});