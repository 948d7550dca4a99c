/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Offer_SentInputs */

const en_admin_waiting_list_offer_sent = /** @type {(inputs: Admin_Waiting_List_Offer_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer sent`)
};

const fr_admin_waiting_list_offer_sent = /** @type {(inputs: Admin_Waiting_List_Offer_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre envoyée`)
};

/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Admin_Waiting_List_Offer_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_sent = /** @type {((inputs?: Admin_Waiting_List_Offer_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Offer_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_offer_sent(inputs)
	return en_admin_waiting_list_offer_sent(inputs)
});