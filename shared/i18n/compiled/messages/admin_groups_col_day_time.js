/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_Day_TimeInputs */

const en_admin_groups_col_day_time = /** @type {(inputs: Admin_Groups_Col_Day_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day and time`)
};

const fr_admin_groups_col_day_time = /** @type {(inputs: Admin_Groups_Col_Day_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour et heure`)
};

/**
* | output |
* | --- |
* | "Day and time" |
*
* @param {Admin_Groups_Col_Day_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_day_time = /** @type {((inputs?: Admin_Groups_Col_Day_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_Day_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_day_time(inputs)
	return en_admin_groups_col_day_time(inputs)
});