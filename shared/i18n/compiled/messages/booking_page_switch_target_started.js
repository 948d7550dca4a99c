/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Target_StartedInputs */

const en_booking_page_switch_target_started = /** @type {(inputs: Booking_Page_Switch_Target_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group has already started. Please choose another one.`)
};

const fr_booking_page_switch_target_started = /** @type {(inputs: Booking_Page_Switch_Target_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe a déjà commencé. Choisissez-en un autre.`)
};

/**
* | output |
* | --- |
* | "This group has already started. Please choose another one." |
*
* @param {Booking_Page_Switch_Target_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_target_started = /** @type {((inputs?: Booking_Page_Switch_Target_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Target_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_target_started(inputs)
	return en_booking_page_switch_target_started(inputs)
});