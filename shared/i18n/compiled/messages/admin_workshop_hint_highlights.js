/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Hint_HighlightsInputs */

const en_admin_workshop_hint_highlights = /** @type {(inputs: Admin_Workshop_Hint_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One per line; empty lines are ignored.`)
};

const fr_admin_workshop_hint_highlights = /** @type {(inputs: Admin_Workshop_Hint_HighlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un par ligne ; les lignes vides sont ignorées.`)
};

/**
* | output |
* | --- |
* | "One per line; empty lines are ignored." |
*
* @param {Admin_Workshop_Hint_HighlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_highlights = /** @type {((inputs?: Admin_Workshop_Hint_HighlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Hint_HighlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_hint_highlights(inputs)
	return en_admin_workshop_hint_highlights(inputs)
});