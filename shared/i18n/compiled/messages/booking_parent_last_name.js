/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Parent_Last_NameInputs */

const en_booking_parent_last_name = /** @type {(inputs: Booking_Parent_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's last name`)
};

const fr_booking_parent_last_name = /** @type {(inputs: Booking_Parent_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du parent`)
};

/**
* | output |
* | --- |
* | "Parent's last name" |
*
* @param {Booking_Parent_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_last_name = /** @type {((inputs?: Booking_Parent_Last_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Parent_Last_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_parent_last_name(inputs)
	return en_booking_parent_last_name(inputs)
});