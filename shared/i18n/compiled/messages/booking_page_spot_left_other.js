/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Spot_Left_OtherInputs */

const en_booking_page_spot_left_other = /** @type {(inputs: Booking_Page_Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spots left`)
};

const fr_booking_page_spot_left_other = /** @type {(inputs: Booking_Page_Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places restantes`)
};

/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Booking_Page_Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_spot_left_other = /** @type {((inputs?: Booking_Page_Spot_Left_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Spot_Left_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_spot_left_other(inputs)
	return en_booking_page_spot_left_other(inputs)
});