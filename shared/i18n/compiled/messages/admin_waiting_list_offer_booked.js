/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Waiting_List_Offer_BookedInputs */

const en_admin_waiting_list_offer_booked = /** @type {(inputs: Admin_Waiting_List_Offer_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place booked`)
};

const fr_admin_waiting_list_offer_booked = /** @type {(inputs: Admin_Waiting_List_Offer_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place réservée`)
};

/**
* | output |
* | --- |
* | "Place booked" |
*
* @param {Admin_Waiting_List_Offer_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_booked = /** @type {((inputs?: Admin_Waiting_List_Offer_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Waiting_List_Offer_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_waiting_list_offer_booked(inputs)
	return en_admin_waiting_list_offer_booked(inputs)
});