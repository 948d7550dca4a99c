/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Select_ScheduleInputs */

const en_productivity_select_schedule = /** @type {(inputs: Productivity_Select_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a schedule option`)
};

const fr_productivity_select_schedule = /** @type {(inputs: Productivity_Select_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un créneau`)
};

/**
* | output |
* | --- |
* | "Please select a schedule option" |
*
* @param {Productivity_Select_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_select_schedule = /** @type {((inputs?: Productivity_Select_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Select_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_select_schedule(inputs)
	return en_productivity_select_schedule(inputs)
});