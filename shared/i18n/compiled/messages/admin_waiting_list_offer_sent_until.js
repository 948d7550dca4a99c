/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Waiting_List_Offer_Sent_UntilInputs */

const en_admin_waiting_list_offer_sent_until = /** @type {(inputs: Admin_Waiting_List_Offer_Sent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offer sent (expires ${i?.when})`)
};

const fr_admin_waiting_list_offer_sent_until = /** @type {(inputs: Admin_Waiting_List_Offer_Sent_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre envoyée (expire le ${i?.when})`)
};

/**
* | output |
* | --- |
* | "Offer sent (expires {when})" |
*
* @param {Admin_Waiting_List_Offer_Sent_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_sent_until = /** @type {((inputs: Admin_Waiting_List_Offer_Sent_UntilInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Offer_Sent_UntilInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_offer_sent_until(inputs)
	return en_admin_waiting_list_offer_sent_until(inputs)
});