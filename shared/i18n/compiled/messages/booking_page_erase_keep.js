/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_KeepInputs */

const en_booking_page_erase_keep = /** @type {(inputs: Booking_Page_Erase_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep them`)
};

const fr_booking_page_erase_keep = /** @type {(inputs: Booking_Page_Erase_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conserver`)
};

/**
* | output |
* | --- |
* | "Keep them" |
*
* @param {Booking_Page_Erase_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_keep = /** @type {((inputs?: Booking_Page_Erase_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_keep(inputs)
	return en_booking_page_erase_keep(inputs)
});