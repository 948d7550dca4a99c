/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown>, when: NonNullable<unknown> }} Admin_Booking_Details_Terms_AcceptedInputs */

const en_admin_booking_details_terms_accepted = /** @type {(inputs: Admin_Booking_Details_Terms_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted: version of ${i?.version}, on ${i?.when}`)
};

const fr_admin_booking_details_terms_accepted = /** @type {(inputs: Admin_Booking_Details_Terms_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CGV acceptées : version du ${i?.version}, le ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Accepted: version of {version}, on {when}" |
*
* @param {Admin_Booking_Details_Terms_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_terms_accepted = /** @type {((inputs: Admin_Booking_Details_Terms_AcceptedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Terms_AcceptedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_terms_accepted(inputs)
	return en_admin_booking_details_terms_accepted(inputs)
});