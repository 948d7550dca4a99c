/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_Booking_ConfirmInputs */

const en_admin_cancel_booking_confirm = /** @type {(inputs: Admin_Cancel_Booking_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the cancellation`)
};

const fr_admin_cancel_booking_confirm = /** @type {(inputs: Admin_Cancel_Booking_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l'annulation`)
};

/**
* | output |
* | --- |
* | "Confirm the cancellation" |
*
* @param {Admin_Cancel_Booking_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_confirm = /** @type {((inputs?: Admin_Cancel_Booking_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_confirm(inputs)
	return en_admin_cancel_booking_confirm(inputs)
});