/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_TakenInputs */

const en_admin_content_taken = /** @type {(inputs: Admin_Content_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page already has content: edit it in the list.`)
};

const fr_admin_content_taken = /** @type {(inputs: Admin_Content_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un contenu existe déjà pour cette page : modifiez-le dans la liste.`)
};

/**
* | output |
* | --- |
* | "This page already has content: edit it in the list." |
*
* @param {Admin_Content_TakenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_taken = /** @type {((inputs?: Admin_Content_TakenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_TakenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_taken(inputs)
	return en_admin_content_taken(inputs)
});