/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_List_Export_HintInputs */

const en_admin_list_export_hint = /** @type {(inputs: Admin_List_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French Excel format (semicolon)`)
};

const fr_admin_list_export_hint = /** @type {(inputs: Admin_List_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format Excel français (point-virgule)`)
};

/**
* | output |
* | --- |
* | "French Excel format (semicolon)" |
*
* @param {Admin_List_Export_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_export_hint = /** @type {((inputs?: Admin_List_Export_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_List_Export_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_list_export_hint(inputs)
	return en_admin_list_export_hint(inputs)
});