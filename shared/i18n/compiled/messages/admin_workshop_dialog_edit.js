/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Dialog_EditInputs */

const en_admin_workshop_dialog_edit = /** @type {(inputs: Admin_Workshop_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the workshop`)
};

const fr_admin_workshop_dialog_edit = /** @type {(inputs: Admin_Workshop_Dialog_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l'atelier`)
};

/**
* | output |
* | --- |
* | "Edit the workshop" |
*
* @param {Admin_Workshop_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_dialog_edit = /** @type {((inputs?: Admin_Workshop_Dialog_EditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Dialog_EditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_dialog_edit(inputs)
	return en_admin_workshop_dialog_edit(inputs)
});