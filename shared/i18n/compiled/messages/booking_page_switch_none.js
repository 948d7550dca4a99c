/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Switch_NoneInputs */

const en_booking_page_switch_none = /** @type {(inputs: Booking_Page_Switch_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other group of this workshop is open right now.`)
};

const fr_booking_page_switch_none = /** @type {(inputs: Booking_Page_Switch_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun autre groupe de cet atelier n'est ouvert pour le moment.`)
};

/**
* | output |
* | --- |
* | "No other group of this workshop is open right now." |
*
* @param {Booking_Page_Switch_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switch_none = /** @type {((inputs?: Booking_Page_Switch_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Switch_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switch_none(inputs)
	return en_booking_page_switch_none(inputs)
});