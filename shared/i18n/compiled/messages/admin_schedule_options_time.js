/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Schedule_Options_TimeInputs */

const en_admin_schedule_options_time = /** @type {(inputs: Admin_Schedule_Options_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time of run ${i?.number}`)
};

const fr_admin_schedule_options_time = /** @type {(inputs: Admin_Schedule_Options_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horaire du créneau ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Time of run {number}" |
*
* @param {Admin_Schedule_Options_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_time = /** @type {((inputs: Admin_Schedule_Options_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_time(inputs)
	return en_admin_schedule_options_time(inputs)
});