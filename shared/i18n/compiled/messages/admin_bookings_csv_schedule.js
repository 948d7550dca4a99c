/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_ScheduleInputs */

const en_admin_bookings_csv_schedule = /** @type {(inputs: Admin_Bookings_Csv_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time slot`)
};

const fr_admin_bookings_csv_schedule = /** @type {(inputs: Admin_Bookings_Csv_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créneau`)
};

/**
* | output |
* | --- |
* | "Time slot" |
*
* @param {Admin_Bookings_Csv_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_schedule = /** @type {((inputs?: Admin_Bookings_Csv_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_schedule(inputs)
	return en_admin_bookings_csv_schedule(inputs)
});