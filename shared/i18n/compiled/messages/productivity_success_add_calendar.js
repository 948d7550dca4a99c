/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Add_CalendarInputs */

const en_productivity_success_add_calendar = /** @type {(inputs: Productivity_Success_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Calendar`)
};

const fr_productivity_success_add_calendar = /** @type {(inputs: Productivity_Success_Add_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

/**
* | output |
* | --- |
* | "Add to Calendar" |
*
* @param {Productivity_Success_Add_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_add_calendar = /** @type {((inputs?: Productivity_Success_Add_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Add_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_add_calendar(inputs)
	return en_productivity_success_add_calendar(inputs)
});