/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Age_Max_InvalidInputs */

const en_admin_workshop_age_max_invalid = /** @type {(inputs: Admin_Workshop_Age_Max_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The maximum age must be a whole number between 1 and 120`)
};

const fr_admin_workshop_age_max_invalid = /** @type {(inputs: Admin_Workshop_Age_Max_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'âge maximum doit être un entier entre 1 et 120`)
};

/**
* | output |
* | --- |
* | "The maximum age must be a whole number between 1 and 120" |
*
* @param {Admin_Workshop_Age_Max_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_age_max_invalid = /** @type {((inputs?: Admin_Workshop_Age_Max_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Age_Max_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_age_max_invalid(inputs)
	return en_admin_workshop_age_max_invalid(inputs)
});