/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_TermsInputs */

const en_admin_booking_details_terms = /** @type {(inputs: Admin_Booking_Details_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of sale`)
};

const fr_admin_booking_details_terms = /** @type {(inputs: Admin_Booking_Details_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CGV`)
};

/**
* | output |
* | --- |
* | "Terms of sale" |
*
* @param {Admin_Booking_Details_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms = /** @type {((inputs?: Admin_Booking_Details_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_terms(inputs)
	return en_admin_booking_details_terms(inputs)
});