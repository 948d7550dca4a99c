/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_UnassignedInputs */

const en_booking_page_switch_unassigned = /** @type {(inputs: Booking_Page_Switch_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is waiting for a group: we will e-mail you the dates as soon as it has one.`)
};

const fr_booking_page_switch_unassigned = /** @type {(inputs: Booking_Page_Switch_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation attend un groupe : nous vous enverrons les dates dès qu'elle en aura un.`)
};

/**
* | output |
* | --- |
* | "This booking is waiting for a group: we will e-mail you the dates as soon as it has one." |
*
* @param {Booking_Page_Switch_UnassignedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_unassigned = /** @type {((inputs?: Booking_Page_Switch_UnassignedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_UnassignedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_unassigned(inputs)
	return en_booking_page_switch_unassigned(inputs)
});