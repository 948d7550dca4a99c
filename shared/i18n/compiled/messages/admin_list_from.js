/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_List_FromInputs */

const en_admin_list_from = /** @type {(inputs: Admin_List_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const fr_admin_list_from = /** @type {(inputs: Admin_List_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Admin_List_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_from = /** @type {((inputs?: Admin_List_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_List_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_list_from(inputs)
	return en_admin_list_from(inputs)
});