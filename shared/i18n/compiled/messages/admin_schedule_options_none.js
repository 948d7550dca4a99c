/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Schedule_Options_NoneInputs */

const en_admin_schedule_options_none = /** @type {(inputs: Admin_Schedule_Options_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No runs: the workshop is booked without choosing a date.`)
};

const fr_admin_schedule_options_none = /** @type {(inputs: Admin_Schedule_Options_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun créneau : l'atelier se réserve sans choix de date.`)
};

/**
* | output |
* | --- |
* | "No runs: the workshop is booked without choosing a date." |
*
* @param {Admin_Schedule_Options_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_none = /** @type {((inputs?: Admin_Schedule_Options_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_none(inputs)
	return en_admin_schedule_options_none(inputs)
});