/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Special_Requests_PlaceholderInputs */

const en_booking_special_requests_placeholder = /** @type {(inputs: Booking_Special_Requests_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything the coach should know (optional)`)
};

const fr_booking_special_requests_placeholder = /** @type {(inputs: Booking_Special_Requests_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que le coach doit savoir (facultatif)`)
};

/**
* | output |
* | --- |
* | "Anything the coach should know (optional)" |
*
* @param {Booking_Special_Requests_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_special_requests_placeholder = /** @type {((inputs?: Booking_Special_Requests_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Special_Requests_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_special_requests_placeholder(inputs)
	return en_booking_special_requests_placeholder(inputs)
});