/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Special_RequestsInputs */

const en_booking_special_requests = /** @type {(inputs: Booking_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special requests`)
};

const fr_booking_special_requests = /** @type {(inputs: Booking_Special_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes particulières`)
};

/**
* | output |
* | --- |
* | "Special requests" |
*
* @param {Booking_Special_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_special_requests = /** @type {((inputs?: Booking_Special_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Special_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_special_requests(inputs)
	return en_booking_special_requests(inputs)
});