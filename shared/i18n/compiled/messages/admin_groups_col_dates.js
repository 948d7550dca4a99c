/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_DatesInputs */

const en_admin_groups_col_dates = /** @type {(inputs: Admin_Groups_Col_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

const fr_admin_groups_col_dates = /** @type {(inputs: Admin_Groups_Col_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates`)
};

/**
* | output |
* | --- |
* | "Dates" |
*
* @param {Admin_Groups_Col_DatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_dates = /** @type {((inputs?: Admin_Groups_Col_DatesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_DatesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_dates(inputs)
	return en_admin_groups_col_dates(inputs)
});