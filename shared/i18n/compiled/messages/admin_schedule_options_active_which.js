/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Admin_Schedule_Options_Active_WhichInputs */

const en_admin_schedule_options_active_which = /** @type {(inputs: Admin_Schedule_Options_Active_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (run ${i?.number})`)
};

const fr_admin_schedule_options_active_which = /** @type {(inputs: Admin_Schedule_Options_Active_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (créneau ${i?.number})`)
};

/**
* | output |
* | --- |
* | "(run {number})" |
*
* @param {Admin_Schedule_Options_Active_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_active_which = /** @type {((inputs: Admin_Schedule_Options_Active_WhichInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_Active_WhichInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_active_which(inputs)
	return en_admin_schedule_options_active_which(inputs)
});