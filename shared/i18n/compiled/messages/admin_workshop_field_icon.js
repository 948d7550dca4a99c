/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_IconInputs */

const en_admin_workshop_field_icon = /** @type {(inputs: Admin_Workshop_Field_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icon`)
};

const fr_admin_workshop_field_icon = /** @type {(inputs: Admin_Workshop_Field_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icône`)
};

/**
* | output |
* | --- |
* | "Icon" |
*
* @param {Admin_Workshop_Field_IconInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_icon = /** @type {((inputs?: Admin_Workshop_Field_IconInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_IconInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_icon(inputs)
	return en_admin_workshop_field_icon(inputs)
});