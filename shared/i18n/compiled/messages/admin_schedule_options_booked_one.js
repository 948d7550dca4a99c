/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Schedule_Options_Booked_OneInputs */

const en_admin_schedule_options_booked_one = /** @type {(inputs: Admin_Schedule_Options_Booked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seat already booked`)
};

const fr_admin_schedule_options_booked_one = /** @type {(inputs: Admin_Schedule_Options_Booked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`place déjà réservée`)
};

/**
* | output |
* | --- |
* | "seat already booked" |
*
* @param {Admin_Schedule_Options_Booked_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_booked_one = /** @type {((inputs?: Admin_Schedule_Options_Booked_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_Booked_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_booked_one(inputs)
	return en_admin_schedule_options_booked_one(inputs)
});