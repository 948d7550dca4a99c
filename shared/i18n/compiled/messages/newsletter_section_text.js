/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Section_TextInputs */

const en_newsletter_section_text = /** @type {(inputs: Newsletter_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join our newsletter for practical ideas you can try at home, new workshop dates before anyone else, and free resources from our coaches. About twice a month, never spam.`)
};

const fr_newsletter_section_text = /** @type {(inputs: Newsletter_Section_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous à notre newsletter pour recevoir des idées pratiques à essayer à la maison, les dates des nouveaux ateliers avant tout le monde et des ressources gratuites de nos coachs. Environ deux fois par mois, jamais de spam.`)
};

/**
* | output |
* | --- |
* | "Join our newsletter for practical ideas you can try at home, new workshop dates before anyone else, and free resources from our coaches. About twice a month,..." |
*
* @param {Newsletter_Section_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_section_text = /** @type {((inputs?: Newsletter_Section_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Section_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_section_text(inputs)
	return en_newsletter_section_text(inputs)
});