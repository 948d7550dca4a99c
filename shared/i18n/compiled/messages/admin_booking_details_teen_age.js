/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, age: NonNullable<unknown> }} Admin_Booking_Details_Teen_AgeInputs */

const en_admin_booking_details_teen_age = /** @type {(inputs: Admin_Booking_Details_Teen_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenName}, ${i?.age} years old`)
};

const fr_admin_booking_details_teen_age = /** @type {(inputs: Admin_Booking_Details_Teen_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenName}, ${i?.age} ans`)
};

/**
* | output |
* | --- |
* | "{teenName}, {age} years old" |
*
* @param {Admin_Booking_Details_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_teen_age = /** @type {((inputs: Admin_Booking_Details_Teen_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Teen_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_teen_age(inputs)
	return en_admin_booking_details_teen_age(inputs)
});