/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_No_Free_KeyInputs */

const en_admin_content_no_free_key = /** @type {(inputs: Admin_Content_No_Free_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every page already has its content: there is nothing to create. Edit a page's content in the list.`)
};

const fr_admin_content_no_free_key = /** @type {(inputs: Admin_Content_No_Free_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les pages ont déjà un contenu : il n'y a rien à créer. Modifiez le contenu d'une page dans la liste.`)
};

/**
* | output |
* | --- |
* | "Every page already has its content: there is nothing to create. Edit a page's content in the list." |
*
* @param {Admin_Content_No_Free_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_no_free_key = /** @type {((inputs?: Admin_Content_No_Free_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_No_Free_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_no_free_key(inputs)
	return en_admin_content_no_free_key(inputs)
});