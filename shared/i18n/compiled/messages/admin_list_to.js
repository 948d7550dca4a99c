/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_List_ToInputs */

const en_admin_list_to = /** @type {(inputs: Admin_List_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const fr_admin_list_to = /** @type {(inputs: Admin_List_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Admin_List_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_to = /** @type {((inputs?: Admin_List_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_List_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_list_to(inputs)
	return en_admin_list_to(inputs)
});