/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Age_Min_InvalidInputs */

const en_admin_workshop_age_min_invalid = /** @type {(inputs: Admin_Workshop_Age_Min_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The minimum age must be a whole number between 1 and 120`)
};

const fr_admin_workshop_age_min_invalid = /** @type {(inputs: Admin_Workshop_Age_Min_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'âge minimum doit être un entier entre 1 et 120`)
};

/**
* | output |
* | --- |
* | "The minimum age must be a whole number between 1 and 120" |
*
* @param {Admin_Workshop_Age_Min_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_age_min_invalid = /** @type {((inputs?: Admin_Workshop_Age_Min_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Age_Min_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_age_min_invalid(inputs)
	return en_admin_workshop_age_min_invalid(inputs)
});