/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Schedule_Options_RemoveInputs */

const en_admin_schedule_options_remove = /** @type {(inputs: Admin_Schedule_Options_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove run ${i?.number}`)
};

const fr_admin_schedule_options_remove = /** @type {(inputs: Admin_Schedule_Options_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le créneau ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Remove run {number}" |
*
* @param {Admin_Schedule_Options_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_remove = /** @type {((inputs: Admin_Schedule_Options_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_remove(inputs)
	return en_admin_schedule_options_remove(inputs)
});