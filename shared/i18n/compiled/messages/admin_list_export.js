/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_List_ExportInputs */

const en_admin_list_export = /** @type {(inputs: Admin_List_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const fr_admin_list_export = /** @type {(inputs: Admin_List_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Admin_List_ExportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_export = /** @type {((inputs?: Admin_List_ExportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_List_ExportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_list_export(inputs)
	return en_admin_list_export(inputs)
});