/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_NewInputs */

const en_admin_groups_new = /** @type {(inputs: Admin_Groups_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New group`)
};

const fr_admin_groups_new = /** @type {(inputs: Admin_Groups_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau groupe`)
};

/**
* | output |
* | --- |
* | "New group" |
*
* @param {Admin_Groups_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_new = /** @type {((inputs?: Admin_Groups_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_new(inputs)
	return en_admin_groups_new(inputs)
});