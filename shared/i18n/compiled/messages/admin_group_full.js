/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_FullInputs */

const en_admin_group_full = /** @type {(inputs: Admin_Group_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is full.`)
};

const fr_admin_group_full = /** @type {(inputs: Admin_Group_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est complet.`)
};

/**
* | output |
* | --- |
* | "This group is full." |
*
* @param {Admin_Group_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_full = /** @type {((inputs?: Admin_Group_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_full(inputs)
	return en_admin_group_full(inputs)
});