/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_All_OffersInputs */

const en_admin_waiting_list_all_offers = /** @type {(inputs: Admin_Waiting_List_All_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All offers`)
};

const fr_admin_waiting_list_all_offers = /** @type {(inputs: Admin_Waiting_List_All_OffersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les offres`)
};

/**
* | output |
* | --- |
* | "All offers" |
*
* @param {Admin_Waiting_List_All_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_all_offers = /** @type {((inputs?: Admin_Waiting_List_All_OffersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_All_OffersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_all_offers(inputs)
	return en_admin_waiting_list_all_offers(inputs)
});