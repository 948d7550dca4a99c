/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Invoices_Col_BookingInputs */

const en_admin_invoices_col_booking = /** @type {(inputs: Admin_Invoices_Col_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const fr_admin_invoices_col_booking = /** @type {(inputs: Admin_Invoices_Col_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Admin_Invoices_Col_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_invoices_col_booking = /** @type {((inputs?: Admin_Invoices_Col_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Invoices_Col_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_invoices_col_booking(inputs)
	return en_admin_invoices_col_booking(inputs)
});