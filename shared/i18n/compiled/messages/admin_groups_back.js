/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_BackInputs */

const en_admin_groups_back = /** @type {(inputs: Admin_Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops`)
};

const fr_admin_groups_back = /** @type {(inputs: Admin_Groups_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers`)
};

/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Admin_Groups_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_back = /** @type {((inputs?: Admin_Groups_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_back(inputs)
	return en_admin_groups_back(inputs)
});