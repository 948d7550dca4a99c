/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Csv_OfferInputs */

const en_admin_waiting_list_csv_offer = /** @type {(inputs: Admin_Waiting_List_Csv_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer`)
};

const fr_admin_waiting_list_csv_offer = /** @type {(inputs: Admin_Waiting_List_Csv_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre`)
};

/**
* | output |
* | --- |
* | "Offer" |
*
* @param {Admin_Waiting_List_Csv_OfferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_csv_offer = /** @type {((inputs?: Admin_Waiting_List_Csv_OfferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Csv_OfferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_csv_offer(inputs)
	return en_admin_waiting_list_csv_offer(inputs)
});