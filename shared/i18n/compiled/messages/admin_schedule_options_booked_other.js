/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Schedule_Options_Booked_OtherInputs */

const en_admin_schedule_options_booked_other = /** @type {(inputs: Admin_Schedule_Options_Booked_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seats already booked`)
};

const fr_admin_schedule_options_booked_other = /** @type {(inputs: Admin_Schedule_Options_Booked_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places déjà réservées`)
};

/**
* | output |
* | --- |
* | "seats already booked" |
*
* @param {Admin_Schedule_Options_Booked_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_booked_other = /** @type {((inputs?: Admin_Schedule_Options_Booked_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_Booked_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_booked_other(inputs)
	return en_admin_schedule_options_booked_other(inputs)
});