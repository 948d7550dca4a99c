/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pagination_Result_OneInputs */

const en_admin_pagination_result_one = /** @type {(inputs: Admin_Pagination_Result_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`result`)
};

const fr_admin_pagination_result_one = /** @type {(inputs: Admin_Pagination_Result_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`résultat`)
};

/**
* | output |
* | --- |
* | "result" |
*
* @param {Admin_Pagination_Result_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_result_one = /** @type {((inputs?: Admin_Pagination_Result_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pagination_Result_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_pagination_result_one(inputs)
	return en_admin_pagination_result_one(inputs)
});