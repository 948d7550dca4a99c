/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_CancelledInputs */

const en_booking_page_switch_cancelled = /** @type {(inputs: Booking_Page_Switch_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is cancelled: it cannot move to another group.`)
};

const fr_booking_page_switch_cancelled = /** @type {(inputs: Booking_Page_Switch_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation est annulée : elle ne peut pas changer de groupe.`)
};

/**
* | output |
* | --- |
* | "This booking is cancelled: it cannot move to another group." |
*
* @param {Booking_Page_Switch_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_cancelled = /** @type {((inputs?: Booking_Page_Switch_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_cancelled(inputs)
	return en_booking_page_switch_cancelled(inputs)
});