/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Max_Seats_InvalidInputs */

const en_admin_workshop_max_seats_invalid = /** @type {(inputs: Admin_Workshop_Max_Seats_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of seats must be a positive whole number`)
};

const fr_admin_workshop_max_seats_invalid = /** @type {(inputs: Admin_Workshop_Max_Seats_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre de places doit être un entier positif`)
};

/**
* | output |
* | --- |
* | "The number of seats must be a positive whole number" |
*
* @param {Admin_Workshop_Max_Seats_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_max_seats_invalid = /** @type {((inputs?: Admin_Workshop_Max_Seats_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Max_Seats_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_max_seats_invalid(inputs)
	return en_admin_workshop_max_seats_invalid(inputs)
});