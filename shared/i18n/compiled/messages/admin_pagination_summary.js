/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown>, total: NonNullable<unknown>, results: NonNullable<unknown> }} Admin_Pagination_SummaryInputs */

const en_admin_pagination_summary = /** @type {(inputs: Admin_Pagination_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} · ${i?.total} ${i?.results}`)
};

const fr_admin_pagination_summary = /** @type {(inputs: Admin_Pagination_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages} · ${i?.total} ${i?.results}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages} · {total} {results}" |
*
* @param {Admin_Pagination_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_summary = /** @type {((inputs: Admin_Pagination_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pagination_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_pagination_summary(inputs)
	return en_admin_pagination_summary(inputs)
});