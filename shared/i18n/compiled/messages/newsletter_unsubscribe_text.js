/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Unsubscribe_TextInputs */

const en_newsletter_unsubscribe_text = /** @type {(inputs: Newsletter_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will stop receiving news about workshops, tips and resources. You can subscribe again at any time.`)
};

const fr_newsletter_unsubscribe_text = /** @type {(inputs: Newsletter_Unsubscribe_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus nos actualités sur les ateliers, nos conseils ni nos ressources. Vous pourrez vous réabonner à tout moment.`)
};

/**
* | output |
* | --- |
* | "You will stop receiving news about workshops, tips and resources. You can subscribe again at any time." |
*
* @param {Newsletter_Unsubscribe_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_text = /** @type {((inputs?: Newsletter_Unsubscribe_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribe_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribe_text(inputs)
	return en_newsletter_unsubscribe_text(inputs)
});