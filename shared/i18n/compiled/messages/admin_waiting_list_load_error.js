/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Load_ErrorInputs */

const en_admin_waiting_list_load_error = /** @type {(inputs: Admin_Waiting_List_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the waiting list`)
};

const fr_admin_waiting_list_load_error = /** @type {(inputs: Admin_Waiting_List_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger la liste d'attente`)
};

/**
* | output |
* | --- |
* | "Could not load the waiting list" |
*
* @param {Admin_Waiting_List_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_load_error = /** @type {((inputs?: Admin_Waiting_List_Load_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Load_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_load_error(inputs)
	return en_admin_waiting_list_load_error(inputs)
});