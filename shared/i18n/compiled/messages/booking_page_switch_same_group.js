/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_Same_GroupInputs */

const en_booking_page_switch_same_group = /** @type {(inputs: Booking_Page_Switch_Same_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking is already in this group. Nothing was changed.`)
};

const fr_booking_page_switch_same_group = /** @type {(inputs: Booking_Page_Switch_Same_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation est déjà dans ce groupe. Rien n'a été modifié.`)
};

/**
* | output |
* | --- |
* | "Your booking is already in this group. Nothing was changed." |
*
* @param {Booking_Page_Switch_Same_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_same_group = /** @type {((inputs?: Booking_Page_Switch_Same_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_Same_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_same_group(inputs)
	return en_booking_page_switch_same_group(inputs)
});