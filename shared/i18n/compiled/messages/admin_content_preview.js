/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pageKey: NonNullable<unknown> }} Admin_Content_PreviewInputs */

const en_admin_content_preview = /** @type {(inputs: Admin_Content_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JSON preview of ${i?.pageKey}`)
};

const fr_admin_content_preview = /** @type {(inputs: Admin_Content_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aperçu JSON de ${i?.pageKey}`)
};

/**
* | output |
* | --- |
* | "JSON preview of {pageKey}" |
*
* @param {Admin_Content_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_preview = /** @type {((inputs: Admin_Content_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_preview(inputs)
	return en_admin_content_preview(inputs)
});