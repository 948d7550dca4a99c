/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_ChooseInputs */

const en_booking_page_switch_choose = /** @type {(inputs: Booking_Page_Switch_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a group.`)
};

const fr_booking_page_switch_choose = /** @type {(inputs: Booking_Page_Switch_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un groupe.`)
};

/**
* | output |
* | --- |
* | "Please choose a group." |
*
* @param {Booking_Page_Switch_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_choose = /** @type {((inputs?: Booking_Page_Switch_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_choose(inputs)
	return en_booking_page_switch_choose(inputs)
});