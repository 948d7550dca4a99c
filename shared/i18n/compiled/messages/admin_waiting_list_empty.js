/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_EmptyInputs */

const en_admin_waiting_list_empty = /** @type {(inputs: Admin_Waiting_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No signup found.`)
};

const fr_admin_waiting_list_empty = /** @type {(inputs: Admin_Waiting_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune inscription trouvée.`)
};

/**
* | output |
* | --- |
* | "No signup found." |
*
* @param {Admin_Waiting_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_empty = /** @type {((inputs?: Admin_Waiting_List_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_empty(inputs)
	return en_admin_waiting_list_empty(inputs)
});