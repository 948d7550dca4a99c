/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Key_TakenInputs */

const en_admin_content_key_taken = /** @type {(inputs: Admin_Content_Key_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (already exists)`)
};

const fr_admin_content_key_taken = /** @type {(inputs: Admin_Content_Key_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (existe déjà)`)
};

/**
* | output |
* | --- |
* | "(already exists)" |
*
* @param {Admin_Content_Key_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_key_taken = /** @type {((inputs?: Admin_Content_Key_TakenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Key_TakenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_key_taken(inputs)
	return en_admin_content_key_taken(inputs)
});