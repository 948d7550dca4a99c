/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Age_OrderInputs */

const en_admin_workshop_age_order = /** @type {(inputs: Admin_Workshop_Age_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The maximum age must be at least the minimum age`)
};

const fr_admin_workshop_age_order = /** @type {(inputs: Admin_Workshop_Age_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'âge maximum doit être supérieur ou égal à l'âge minimum`)
};

/**
* | output |
* | --- |
* | "The maximum age must be at least the minimum age" |
*
* @param {Admin_Workshop_Age_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_age_order = /** @type {((inputs?: Admin_Workshop_Age_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Age_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_age_order(inputs)
	return en_admin_workshop_age_order(inputs)
});