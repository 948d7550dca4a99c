/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_ScheduleInputs */

const en_productivity_success_schedule = /** @type {(inputs: Productivity_Success_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const fr_productivity_success_schedule = /** @type {(inputs: Productivity_Success_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créneau`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Productivity_Success_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_schedule = /** @type {((inputs?: Productivity_Success_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_schedule(inputs)
	return en_productivity_success_schedule(inputs)
});