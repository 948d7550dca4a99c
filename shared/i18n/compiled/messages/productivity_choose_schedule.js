/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Choose_ScheduleInputs */

const en_productivity_choose_schedule = /** @type {(inputs: Productivity_Choose_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your schedule`)
};

const fr_productivity_choose_schedule = /** @type {(inputs: Productivity_Choose_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre créneau`)
};

/**
* | output |
* | --- |
* | "Choose your schedule" |
*
* @param {Productivity_Choose_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_choose_schedule = /** @type {((inputs?: Productivity_Choose_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Choose_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_choose_schedule(inputs)
	return en_productivity_choose_schedule(inputs)
});