/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Schedule_Options_LegendInputs */

const en_admin_schedule_options_legend = /** @type {(inputs: Admin_Schedule_Options_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs (schedule choices)`)
};

const fr_admin_schedule_options_legend = /** @type {(inputs: Admin_Schedule_Options_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créneaux (choix de planning)`)
};

/**
* | output |
* | --- |
* | "Runs (schedule choices)" |
*
* @param {Admin_Schedule_Options_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_schedule_options_legend = /** @type {((inputs?: Admin_Schedule_Options_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Schedule_Options_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_schedule_options_legend(inputs)
	return en_admin_schedule_options_legend(inputs)
});