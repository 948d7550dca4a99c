/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_DescriptionInputs */

const en_admin_workshops_description = /** @type {(inputs: Admin_Workshops_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create, edit and activate the workshops offered to families.`)
};

const fr_admin_workshops_description = /** @type {(inputs: Admin_Workshops_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez, modifiez et activez les ateliers proposés aux familles.`)
};

/**
* | output |
* | --- |
* | "Create, edit and activate the workshops offered to families." |
*
* @param {Admin_Workshops_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_description = /** @type {((inputs?: Admin_Workshops_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_description(inputs)
	return en_admin_workshops_description(inputs)
});