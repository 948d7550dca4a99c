/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_SearchInputs */

const en_admin_waiting_list_search = /** @type {(inputs: Admin_Waiting_List_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by name or e-mail`)
};

const fr_admin_waiting_list_search = /** @type {(inputs: Admin_Waiting_List_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher par nom ou e-mail`)
};

/**
* | output |
* | --- |
* | "Search by name or e-mail" |
*
* @param {Admin_Waiting_List_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_search = /** @type {((inputs?: Admin_Waiting_List_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_search(inputs)
	return en_admin_waiting_list_search(inputs)
});