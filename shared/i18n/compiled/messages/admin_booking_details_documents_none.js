/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_Documents_NoneInputs */

const en_admin_booking_details_documents_none = /** @type {(inputs: Admin_Booking_Details_Documents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None (free booking, or booked before invoices)`)
};

const fr_admin_booking_details_documents_none = /** @type {(inputs: Admin_Booking_Details_Documents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun (réservation gratuite ou antérieure aux factures)`)
};

/**
* | output |
* | --- |
* | "None (free booking, or booked before invoices)" |
*
* @param {Admin_Booking_Details_Documents_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_documents_none = /** @type {((inputs?: Admin_Booking_Details_Documents_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Documents_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_documents_none(inputs)
	return en_admin_booking_details_documents_none(inputs)
});