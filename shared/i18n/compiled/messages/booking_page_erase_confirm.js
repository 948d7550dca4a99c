/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_ConfirmInputs */

const en_booking_page_erase_confirm = /** @type {(inputs: Booking_Page_Erase_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, erase my child's details`)
};

const fr_booking_page_erase_confirm = /** @type {(inputs: Booking_Page_Erase_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, effacer les informations de mon enfant`)
};

/**
* | output |
* | --- |
* | "Yes, erase my child's details" |
*
* @param {Booking_Page_Erase_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_confirm = /** @type {((inputs?: Booking_Page_Erase_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_confirm(inputs)
	return en_booking_page_erase_confirm(inputs)
});