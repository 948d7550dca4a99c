/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dateRange: NonNullable<unknown>, timeText: NonNullable<unknown>, booked: NonNullable<unknown>, capacity: NonNullable<unknown> }} Admin_Workshops_Run_SeatsInputs */

const en_admin_workshops_run_seats = /** @type {(inputs: Admin_Workshops_Run_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.dateRange}, ${i?.timeText}: ${i?.booked}/${i?.capacity}`)
};

const fr_admin_workshops_run_seats = /** @type {(inputs: Admin_Workshops_Run_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.dateRange}, ${i?.timeText} : ${i?.booked}/${i?.capacity}`)
};

/**
* | output |
* | --- |
* | "{dateRange}, {timeText}: {booked}/{capacity}" |
*
* @param {Admin_Workshops_Run_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_run_seats = /** @type {((inputs: Admin_Workshops_Run_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Run_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_run_seats(inputs)
	return en_admin_workshops_run_seats(inputs)
});