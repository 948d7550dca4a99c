/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Dialog_DescriptionInputs */

const en_admin_workshop_dialog_description = /** @type {(inputs: Admin_Workshop_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked * are required. The price is entered in euros.`)
};

const fr_admin_workshop_dialog_description = /** @type {(inputs: Admin_Workshop_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués * sont requis. Le prix se saisit en euros.`)
};

/**
* | output |
* | --- |
* | "Fields marked * are required. The price is entered in euros." |
*
* @param {Admin_Workshop_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_dialog_description = /** @type {((inputs?: Admin_Workshop_Dialog_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Dialog_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_dialog_description(inputs)
	return en_admin_workshop_dialog_description(inputs)
});