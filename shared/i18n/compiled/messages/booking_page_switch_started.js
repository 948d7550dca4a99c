/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_StartedInputs */

const en_booking_page_switch_started = /** @type {(inputs: Booking_Page_Switch_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your group has already started: your booking can no longer move to another group.`)
};

const fr_booking_page_switch_started = /** @type {(inputs: Booking_Page_Switch_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre groupe a déjà commencé : votre réservation ne peut plus changer de groupe.`)
};

/**
* | output |
* | --- |
* | "Your group has already started: your booking can no longer move to another group." |
*
* @param {Booking_Page_Switch_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_started = /** @type {((inputs?: Booking_Page_Switch_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_started(inputs)
	return en_booking_page_switch_started(inputs)
});