/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_SubmitInputs */

const en_booking_page_switch_submit = /** @type {(inputs: Booking_Page_Switch_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move to this group`)
};

const fr_booking_page_switch_submit = /** @type {(inputs: Booking_Page_Switch_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer dans ce groupe`)
};

/**
* | output |
* | --- |
* | "Move to this group" |
*
* @param {Booking_Page_Switch_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_submit = /** @type {((inputs?: Booking_Page_Switch_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_submit(inputs)
	return en_booking_page_switch_submit(inputs)
});