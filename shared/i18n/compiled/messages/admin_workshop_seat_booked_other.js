/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Seat_Booked_OtherInputs */

const en_admin_workshop_seat_booked_other = /** @type {(inputs: Admin_Workshop_Seat_Booked_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seats booked`)
};

const fr_admin_workshop_seat_booked_other = /** @type {(inputs: Admin_Workshop_Seat_Booked_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places réservées`)
};

/**
* | output |
* | --- |
* | "seats booked" |
*
* @param {Admin_Workshop_Seat_Booked_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_seat_booked_other = /** @type {((inputs?: Admin_Workshop_Seat_Booked_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Seat_Booked_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_seat_booked_other(inputs)
	return en_admin_workshop_seat_booked_other(inputs)
});