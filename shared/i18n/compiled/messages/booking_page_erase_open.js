/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_OpenInputs */

const en_booking_page_erase_open = /** @type {(inputs: Booking_Page_Erase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase my child's details`)
};

const fr_booking_page_erase_open = /** @type {(inputs: Booking_Page_Erase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les informations de mon enfant`)
};

/**
* | output |
* | --- |
* | "Erase my child's details" |
*
* @param {Booking_Page_Erase_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_open = /** @type {((inputs?: Booking_Page_Erase_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_open(inputs)
	return en_booking_page_erase_open(inputs)
});