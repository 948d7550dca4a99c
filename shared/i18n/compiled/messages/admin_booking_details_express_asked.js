/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Booking_Details_Express_AskedInputs */

const en_admin_booking_details_express_asked = /** @type {(inputs: Admin_Booking_Details_Express_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Early start asked for on ${i?.when}`)
};

const fr_admin_booking_details_express_asked = /** @type {(inputs: Admin_Booking_Details_Express_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Démarrage anticipé demandé le ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Early start asked for on {when}" |
*
* @param {Admin_Booking_Details_Express_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_express_asked = /** @type {((inputs: Admin_Booking_Details_Express_AskedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Booking_Details_Express_AskedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_booking_details_express_asked(inputs)
	return en_admin_booking_details_express_asked(inputs)
});