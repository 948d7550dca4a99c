/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_FullInputs */

const en_booking_page_switch_full = /** @type {(inputs: Booking_Page_Switch_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is full. Please choose another one.`)
};

const fr_booking_page_switch_full = /** @type {(inputs: Booking_Page_Switch_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est complet. Choisissez-en un autre.`)
};

/**
* | output |
* | --- |
* | "This group is full. Please choose another one." |
*
* @param {Booking_Page_Switch_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_full = /** @type {((inputs?: Booking_Page_Switch_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_full(inputs)
	return en_booking_page_switch_full(inputs)
});