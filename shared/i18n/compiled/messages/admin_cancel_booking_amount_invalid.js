/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_Amount_InvalidInputs */

const en_admin_cancel_booking_amount_invalid = /** @type {(inputs: Admin_Cancel_Booking_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid amount: write an amount in euros, for example 12.50.`)
};

const fr_admin_cancel_booking_amount_invalid = /** @type {(inputs: Admin_Cancel_Booking_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant invalide : écrivez un montant en euros, par exemple 12,50.`)
};

/**
* | output |
* | --- |
* | "Invalid amount: write an amount in euros, for example 12.50." |
*
* @param {Admin_Cancel_Booking_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_amount_invalid = /** @type {((inputs?: Admin_Cancel_Booking_Amount_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_Amount_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_amount_invalid(inputs)
	return en_admin_cancel_booking_amount_invalid(inputs)
});