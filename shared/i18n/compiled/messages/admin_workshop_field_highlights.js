/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_HighlightsInputs */

const en_admin_workshop_field_highlights = /** @type {(inputs: Admin_Workshop_Field_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highlights`)
};

const fr_admin_workshop_field_highlights = /** @type {(inputs: Admin_Workshop_Field_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points forts`)
};

/**
* | output |
* | --- |
* | "Highlights" |
*
* @param {Admin_Workshop_Field_HighlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_highlights = /** @type {((inputs?: Admin_Workshop_Field_HighlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_HighlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_highlights(inputs)
	return en_admin_workshop_field_highlights(inputs)
});