/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Csv_AgeInputs */

const en_admin_waiting_list_csv_age = /** @type {(inputs: Admin_Waiting_List_Csv_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

const fr_admin_waiting_list_csv_age = /** @type {(inputs: Admin_Waiting_List_Csv_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

/**
* | output |
* | --- |
* | "Age" |
*
* @param {Admin_Waiting_List_Csv_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_csv_age = /** @type {((inputs?: Admin_Waiting_List_Csv_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Csv_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_csv_age(inputs)
	return en_admin_waiting_list_csv_age(inputs)
});