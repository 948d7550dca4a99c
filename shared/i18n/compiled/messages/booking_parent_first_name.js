/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Parent_First_NameInputs */

const en_booking_parent_first_name = /** @type {(inputs: Booking_Parent_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's first name`)
};

const fr_booking_parent_first_name = /** @type {(inputs: Booking_Parent_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom du parent`)
};

/**
* | output |
* | --- |
* | "Parent's first name" |
*
* @param {Booking_Parent_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_first_name = /** @type {((inputs?: Booking_Parent_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Parent_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_parent_first_name(inputs)
	return en_booking_parent_first_name(inputs)
});