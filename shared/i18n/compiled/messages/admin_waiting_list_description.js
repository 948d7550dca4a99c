/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_DescriptionInputs */

const en_admin_waiting_list_description = /** @type {(inputs: Admin_Waiting_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Families interested in a full or upcoming workshop.`)
};

const fr_admin_waiting_list_description = /** @type {(inputs: Admin_Waiting_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les familles intéressées par un atelier complet ou à venir.`)
};

/**
* | output |
* | --- |
* | "Families interested in a full or upcoming workshop." |
*
* @param {Admin_Waiting_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_description = /** @type {((inputs?: Admin_Waiting_List_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_description(inputs)
	return en_admin_waiting_list_description(inputs)
});