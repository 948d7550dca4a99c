/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Offer_NoneInputs */

const en_admin_waiting_list_offer_none = /** @type {(inputs: Admin_Waiting_List_Offer_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No offer`)
};

const fr_admin_waiting_list_offer_none = /** @type {(inputs: Admin_Waiting_List_Offer_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune offre`)
};

/**
* | output |
* | --- |
* | "No offer" |
*
* @param {Admin_Waiting_List_Offer_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_none = /** @type {((inputs?: Admin_Waiting_List_Offer_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Offer_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_offer_none(inputs)
	return en_admin_waiting_list_offer_none(inputs)
});