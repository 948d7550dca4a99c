/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Admin_Content_Hint_ContentInputs */

const en_admin_content_hint_content = /** @type {(inputs: Admin_Content_Hint_ContentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A JSON object, for example ${i?.example}`)
};

const fr_admin_content_hint_content = /** @type {(inputs: Admin_Content_Hint_ContentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un objet JSON, par exemple ${i?.example}`)
};

/**
* | output |
* | --- |
* | "A JSON object, for example {example}" |
*
* @param {Admin_Content_Hint_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_hint_content = /** @type {((inputs: Admin_Content_Hint_ContentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Hint_ContentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_hint_content(inputs)
	return en_admin_content_hint_content(inputs)
});