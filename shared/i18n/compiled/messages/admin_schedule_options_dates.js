/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Schedule_Options_DatesInputs */

const en_admin_schedule_options_dates = /** @type {(inputs: Admin_Schedule_Options_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dates of run ${i?.number}`)
};

const fr_admin_schedule_options_dates = /** @type {(inputs: Admin_Schedule_Options_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dates du créneau ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Dates of run {number}" |
*
* @param {Admin_Schedule_Options_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_dates = /** @type {((inputs: Admin_Schedule_Options_DatesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_DatesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_dates(inputs)
	return en_admin_schedule_options_dates(inputs)
});