/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_DocumentsInputs */

const en_admin_booking_details_documents = /** @type {(inputs: Admin_Booking_Details_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice and credit notes`)
};

const fr_admin_booking_details_documents = /** @type {(inputs: Admin_Booking_Details_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture et avoirs`)
};

/**
* | output |
* | --- |
* | "Invoice and credit notes" |
*
* @param {Admin_Booking_Details_DocumentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_documents = /** @type {((inputs?: Admin_Booking_Details_DocumentsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_DocumentsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_documents(inputs)
	return en_admin_booking_details_documents(inputs)
});