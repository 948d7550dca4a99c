/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_TitleInputs */

const en_admin_waiting_list_title = /** @type {(inputs: Admin_Waiting_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting list`)
};

const fr_admin_waiting_list_title = /** @type {(inputs: Admin_Waiting_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d'attente`)
};

/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Admin_Waiting_List_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_title = /** @type {((inputs?: Admin_Waiting_List_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_title(inputs)
	return en_admin_waiting_list_title(inputs)
});