/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Search_PlaceholderInputs */

const en_admin_waiting_list_search_placeholder = /** @type {(inputs: Admin_Waiting_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or e-mail address`)
};

const fr_admin_waiting_list_search_placeholder = /** @type {(inputs: Admin_Waiting_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou adresse e-mail`)
};

/**
* | output |
* | --- |
* | "Name or e-mail address" |
*
* @param {Admin_Waiting_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_search_placeholder = /** @type {((inputs?: Admin_Waiting_List_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_search_placeholder(inputs)
	return en_admin_waiting_list_search_placeholder(inputs)
});