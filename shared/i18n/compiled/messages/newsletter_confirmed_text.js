/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirmed_TextInputs */

const en_newsletter_confirmed_text = /** @type {(inputs: Newsletter_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! You will now receive our newsletter with workshop news, tips and resources. Every e-mail has a link to unsubscribe at any time.`)
};

const fr_newsletter_confirmed_text = /** @type {(inputs: Newsletter_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Vous recevrez désormais notre newsletter avec l'actualité des ateliers, des conseils et des ressources. Chaque e-mail contient un lien pour vous désabonner à tout moment.`)
};

/**
* | output |
* | --- |
* | "Thank you! You will now receive our newsletter with workshop news, tips and resources. Every e-mail has a link to unsubscribe at any time." |
*
* @param {Newsletter_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirmed_text = /** @type {((inputs?: Newsletter_Confirmed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirmed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirmed_text(inputs)
	return en_newsletter_confirmed_text(inputs)
});