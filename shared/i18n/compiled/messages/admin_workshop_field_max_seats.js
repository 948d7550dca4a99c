/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_Max_SeatsInputs */

const en_admin_workshop_field_max_seats = /** @type {(inputs: Admin_Workshop_Field_Max_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum seats *`)
};

const fr_admin_workshop_field_max_seats = /** @type {(inputs: Admin_Workshop_Field_Max_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places maximum *`)
};

/**
* | output |
* | --- |
* | "Maximum seats *" |
*
* @param {Admin_Workshop_Field_Max_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_max_seats = /** @type {((inputs?: Admin_Workshop_Field_Max_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_Max_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_max_seats(inputs)
	return en_admin_workshop_field_max_seats(inputs)
});