/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Section_TitleInputs */

const en_newsletter_section_title = /** @type {(inputs: Newsletter_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips for raising confident teens`)
};

const fr_newsletter_section_title = /** @type {(inputs: Newsletter_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des conseils pour aider vos ados à prendre confiance`)
};

/**
* | output |
* | --- |
* | "Tips for raising confident teens" |
*
* @param {Newsletter_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_section_title = /** @type {((inputs?: Newsletter_Section_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Section_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_section_title(inputs)
	return en_newsletter_section_title(inputs)
});