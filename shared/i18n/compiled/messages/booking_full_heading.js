/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Full_HeadingInputs */

const en_booking_full_heading = /** @type {(inputs: Booking_Full_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is currently full`)
};

const fr_booking_full_heading = /** @type {(inputs: Booking_Full_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier est complet pour le moment`)
};

/**
* | output |
* | --- |
* | "This workshop is currently full" |
*
* @param {Booking_Full_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_full_heading = /** @type {((inputs?: Booking_Full_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Full_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_full_heading(inputs)
	return en_booking_full_heading(inputs)
});