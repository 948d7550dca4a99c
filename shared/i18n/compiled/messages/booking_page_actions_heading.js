/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Actions_HeadingInputs */

const en_booking_page_actions_heading = /** @type {(inputs: Booking_Page_Actions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you can do now`)
};

const fr_booking_page_actions_heading = /** @type {(inputs: Booking_Page_Actions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous pouvez faire maintenant`)
};

/**
* | output |
* | --- |
* | "What you can do now" |
*
* @param {Booking_Page_Actions_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_actions_heading = /** @type {((inputs?: Booking_Page_Actions_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Actions_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_actions_heading(inputs)
	return en_booking_page_actions_heading(inputs)
});