/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Booking_Details_Teen_ErasedInputs */

const en_admin_booking_details_teen_erased = /** @type {(inputs: Admin_Booking_Details_Teen_ErasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details erased on ${i?.when}`)
};

const fr_admin_booking_details_teen_erased = /** @type {(inputs: Admin_Booking_Details_Teen_ErasedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Données effacées le ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Details erased on {when}" |
*
* @param {Admin_Booking_Details_Teen_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_teen_erased = /** @type {((inputs: Admin_Booking_Details_Teen_ErasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Teen_ErasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_teen_erased(inputs)
	return en_admin_booking_details_teen_erased(inputs)
});