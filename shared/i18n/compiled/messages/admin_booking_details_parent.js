/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Booking_Details_ParentInputs */

const en_admin_booking_details_parent = /** @type {(inputs: Admin_Booking_Details_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

const fr_admin_booking_details_parent = /** @type {(inputs: Admin_Booking_Details_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Admin_Booking_Details_ParentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_parent = /** @type {((inputs?: Admin_Booking_Details_ParentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_ParentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_parent(inputs)
	return en_admin_booking_details_parent(inputs)
});