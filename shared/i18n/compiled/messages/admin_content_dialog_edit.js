/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Content_Dialog_EditInputs */

const en_admin_content_dialog_edit = /** @type {(inputs: Admin_Content_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the content`)
};

const fr_admin_content_dialog_edit = /** @type {(inputs: Admin_Content_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le contenu`)
};

/**
* | output |
* | --- |
* | "Edit the content" |
*
* @param {Admin_Content_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_dialog_edit = /** @type {((inputs?: Admin_Content_Dialog_EditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Content_Dialog_EditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_content_dialog_edit(inputs)
	return en_admin_content_dialog_edit(inputs)
});