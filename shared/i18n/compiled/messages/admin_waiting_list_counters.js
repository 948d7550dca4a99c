/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_CountersInputs */

const en_admin_waiting_list_counters = /** @type {(inputs: Admin_Waiting_List_CountersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counters`)
};

const fr_admin_waiting_list_counters = /** @type {(inputs: Admin_Waiting_List_CountersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compteurs`)
};

/**
* | output |
* | --- |
* | "Counters" |
*
* @param {Admin_Waiting_List_CountersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_counters = /** @type {((inputs?: Admin_Waiting_List_CountersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_CountersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_counters(inputs)
	return en_admin_waiting_list_counters(inputs)
});