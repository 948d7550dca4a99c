/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_UpdatedInputs */

const en_admin_content_updated = /** @type {(inputs: Admin_Content_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content updated`)
};

const fr_admin_content_updated = /** @type {(inputs: Admin_Content_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu mis à jour avec succès`)
};

/**
* | output |
* | --- |
* | "Content updated" |
*
* @param {Admin_Content_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_updated = /** @type {((inputs?: Admin_Content_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_updated(inputs)
	return en_admin_content_updated(inputs)
});