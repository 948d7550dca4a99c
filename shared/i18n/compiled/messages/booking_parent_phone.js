/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Parent_PhoneInputs */

const en_booking_parent_phone = /** @type {(inputs: Booking_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's phone (optional)`)
};

const fr_booking_parent_phone = /** @type {(inputs: Booking_Parent_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone du parent (facultatif)`)
};

/**
* | output |
* | --- |
* | "Parent's phone (optional)" |
*
* @param {Booking_Parent_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_phone = /** @type {((inputs?: Booking_Parent_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Parent_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_parent_phone(inputs)
	return en_booking_parent_phone(inputs)
});