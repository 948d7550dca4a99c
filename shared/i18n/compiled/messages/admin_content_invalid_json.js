/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Invalid_JsonInputs */

const en_admin_content_invalid_json = /** @type {(inputs: Admin_Content_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The JSON content is not valid`)
};

const fr_admin_content_invalid_json = /** @type {(inputs: Admin_Content_Invalid_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contenu JSON n'est pas valide`)
};

/**
* | output |
* | --- |
* | "The JSON content is not valid" |
*
* @param {Admin_Content_Invalid_JsonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_invalid_json = /** @type {((inputs?: Admin_Content_Invalid_JsonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Invalid_JsonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_invalid_json(inputs)
	return en_admin_content_invalid_json(inputs)
});