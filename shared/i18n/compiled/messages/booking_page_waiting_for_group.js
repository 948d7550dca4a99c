/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Waiting_For_GroupInputs */

const en_booking_page_waiting_for_group = /** @type {(inputs: Booking_Page_Waiting_For_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for a group: we will e-mail you the dates as soon as it has one.`)
};

const fr_booking_page_waiting_for_group = /** @type {(inputs: Booking_Page_Waiting_For_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d'un groupe : nous vous enverrons les dates par e-mail dès qu'elle en aura un.`)
};

/**
* | output |
* | --- |
* | "Waiting for a group: we will e-mail you the dates as soon as it has one." |
*
* @param {Booking_Page_Waiting_For_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_waiting_for_group = /** @type {((inputs?: Booking_Page_Waiting_For_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Waiting_For_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_waiting_for_group(inputs)
	return en_booking_page_waiting_for_group(inputs)
});