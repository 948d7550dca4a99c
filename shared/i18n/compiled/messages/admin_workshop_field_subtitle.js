/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_SubtitleInputs */

const en_admin_workshop_field_subtitle = /** @type {(inputs: Admin_Workshop_Field_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtitle`)
};

const fr_admin_workshop_field_subtitle = /** @type {(inputs: Admin_Workshop_Field_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-titre`)
};

/**
* | output |
* | --- |
* | "Subtitle" |
*
* @param {Admin_Workshop_Field_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_subtitle = /** @type {((inputs?: Admin_Workshop_Field_SubtitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_SubtitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_subtitle(inputs)
	return en_admin_workshop_field_subtitle(inputs)
});