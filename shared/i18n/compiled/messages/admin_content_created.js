/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_CreatedInputs */

const en_admin_content_created = /** @type {(inputs: Admin_Content_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content created`)
};

const fr_admin_content_created = /** @type {(inputs: Admin_Content_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu créé avec succès`)
};

/**
* | output |
* | --- |
* | "Content created" |
*
* @param {Admin_Content_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_created = /** @type {((inputs?: Admin_Content_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_created(inputs)
	return en_admin_content_created(inputs)
});