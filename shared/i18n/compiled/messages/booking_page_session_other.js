/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Session_OtherInputs */

const en_booking_page_session_other = /** @type {(inputs: Booking_Page_Session_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weekly sessions`)
};

const fr_booking_page_session_other = /** @type {(inputs: Booking_Page_Session_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`séances hebdomadaires`)
};

/**
* | output |
* | --- |
* | "weekly sessions" |
*
* @param {Booking_Page_Session_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_session_other = /** @type {((inputs?: Booking_Page_Session_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Session_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_session_other(inputs)
	return en_booking_page_session_other(inputs)
});