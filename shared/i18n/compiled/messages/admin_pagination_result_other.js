/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pagination_Result_OtherInputs */

const en_admin_pagination_result_other = /** @type {(inputs: Admin_Pagination_Result_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`results`)
};

const fr_admin_pagination_result_other = /** @type {(inputs: Admin_Pagination_Result_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`résultats`)
};

/**
* | output |
* | --- |
* | "results" |
*
* @param {Admin_Pagination_Result_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_result_other = /** @type {((inputs?: Admin_Pagination_Result_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pagination_Result_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_pagination_result_other(inputs)
	return en_admin_pagination_result_other(inputs)
});