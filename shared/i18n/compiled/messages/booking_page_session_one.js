/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Session_OneInputs */

const en_booking_page_session_one = /** @type {(inputs: Booking_Page_Session_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`session`)
};

const fr_booking_page_session_one = /** @type {(inputs: Booking_Page_Session_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`séance`)
};

/**
* | output |
* | --- |
* | "session" |
*
* @param {Booking_Page_Session_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_session_one = /** @type {((inputs?: Booking_Page_Session_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Session_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_session_one(inputs)
	return en_booking_page_session_one(inputs)
});