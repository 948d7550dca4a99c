/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Offer_ExpiredInputs */

const en_admin_waiting_list_offer_expired = /** @type {(inputs: Admin_Waiting_List_Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer expired`)
};

const fr_admin_waiting_list_offer_expired = /** @type {(inputs: Admin_Waiting_List_Offer_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre expirée`)
};

/**
* | output |
* | --- |
* | "Offer expired" |
*
* @param {Admin_Waiting_List_Offer_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_expired = /** @type {((inputs?: Admin_Waiting_List_Offer_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Offer_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_offer_expired(inputs)
	return en_admin_waiting_list_offer_expired(inputs)
});