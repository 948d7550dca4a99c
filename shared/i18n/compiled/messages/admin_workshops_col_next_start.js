/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_Col_Next_StartInputs */

const en_admin_workshops_col_next_start = /** @type {(inputs: Admin_Workshops_Col_Next_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next date`)
};

const fr_admin_workshops_col_next_start = /** @type {(inputs: Admin_Workshops_Col_Next_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine date`)
};

/**
* | output |
* | --- |
* | "Next date" |
*
* @param {Admin_Workshops_Col_Next_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_col_next_start = /** @type {((inputs?: Admin_Workshops_Col_Next_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Col_Next_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_col_next_start(inputs)
	return en_admin_workshops_col_next_start(inputs)
});