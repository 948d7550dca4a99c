/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown> }} Admin_Workshop_Seats_Below_BookedInputs */

const en_admin_workshop_seats_below_booked = /** @type {(inputs: Admin_Workshop_Seats_Below_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The number of seats cannot be below the seats already booked (${i?.booked}).`)
};

const fr_admin_workshop_seats_below_booked = /** @type {(inputs: Admin_Workshop_Seats_Below_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre de places ne peut pas être inférieur aux places déjà réservées (${i?.booked}).`)
};

/**
* | output |
* | --- |
* | "The number of seats cannot be below the seats already booked ({booked})." |
*
* @param {Admin_Workshop_Seats_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_seats_below_booked = /** @type {((inputs: Admin_Workshop_Seats_Below_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Seats_Below_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_seats_below_booked(inputs)
	return en_admin_workshop_seats_below_booked(inputs)
});