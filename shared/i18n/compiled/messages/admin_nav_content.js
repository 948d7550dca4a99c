/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nav_ContentInputs */

const en_admin_nav_content = /** @type {(inputs: Admin_Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page content`)
};

const fr_admin_nav_content = /** @type {(inputs: Admin_Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu des pages`)
};

/**
* | output |
* | --- |
* | "Page content" |
*
* @param {Admin_Nav_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_content = /** @type {((inputs?: Admin_Nav_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nav_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_nav_content(inputs)
	return en_admin_nav_content(inputs)
});