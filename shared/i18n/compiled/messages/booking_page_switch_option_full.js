/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Option_FullInputs */

const en_booking_page_switch_option_full = /** @type {(inputs: Booking_Page_Switch_Option_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const fr_booking_page_switch_option_full = /** @type {(inputs: Booking_Page_Switch_Option_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complet`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Booking_Page_Switch_Option_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_option_full = /** @type {((inputs?: Booking_Page_Switch_Option_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Option_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_option_full(inputs)
	return en_booking_page_switch_option_full(inputs)
});