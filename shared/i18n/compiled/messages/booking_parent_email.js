/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Parent_EmailInputs */

const en_booking_parent_email = /** @type {(inputs: Booking_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's email`)
};

const fr_booking_parent_email = /** @type {(inputs: Booking_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail du parent`)
};

/**
* | output |
* | --- |
* | "Parent's email" |
*
* @param {Booking_Parent_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_email = /** @type {((inputs?: Booking_Parent_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Parent_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_parent_email(inputs)
	return en_booking_parent_email(inputs)
});