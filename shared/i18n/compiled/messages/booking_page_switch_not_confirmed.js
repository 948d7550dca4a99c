/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Not_ConfirmedInputs */

const en_booking_page_switch_not_confirmed = /** @type {(inputs: Booking_Page_Switch_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking is not confirmed yet: it cannot move to another group.`)
};

const fr_booking_page_switch_not_confirmed = /** @type {(inputs: Booking_Page_Switch_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette réservation n'est pas encore confirmée : elle ne peut pas changer de groupe.`)
};

/**
* | output |
* | --- |
* | "This booking is not confirmed yet: it cannot move to another group." |
*
* @param {Booking_Page_Switch_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_not_confirmed = /** @type {((inputs?: Booking_Page_Switch_Not_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Not_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_not_confirmed(inputs)
	return en_booking_page_switch_not_confirmed(inputs)
});