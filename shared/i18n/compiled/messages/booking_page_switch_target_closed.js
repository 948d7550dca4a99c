/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Target_ClosedInputs */

const en_booking_page_switch_target_closed = /** @type {(inputs: Booking_Page_Switch_Target_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is not open. Please choose another one.`)
};

const fr_booking_page_switch_target_closed = /** @type {(inputs: Booking_Page_Switch_Target_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'est pas ouvert. Choisissez-en un autre.`)
};

/**
* | output |
* | --- |
* | "This group is not open. Please choose another one." |
*
* @param {Booking_Page_Switch_Target_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_target_closed = /** @type {((inputs?: Booking_Page_Switch_Target_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Target_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_target_closed(inputs)
	return en_booking_page_switch_target_closed(inputs)
});