/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Csv_TeenInputs */

const en_admin_waiting_list_csv_teen = /** @type {(inputs: Admin_Waiting_List_Csv_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teen`)
};

const fr_admin_waiting_list_csv_teen = /** @type {(inputs: Admin_Waiting_List_Csv_TeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adolescent`)
};

/**
* | output |
* | --- |
* | "Teen" |
*
* @param {Admin_Waiting_List_Csv_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_csv_teen = /** @type {((inputs?: Admin_Waiting_List_Csv_TeenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Csv_TeenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_csv_teen(inputs)
	return en_admin_waiting_list_csv_teen(inputs)
});