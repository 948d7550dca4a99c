/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Unsubscribe_Invalid_TextInputs */

const en_newsletter_unsubscribe_invalid_text = /** @type {(inputs: Newsletter_Unsubscribe_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be incomplete. Please use the link from one of our e-mails, or write to us and we will remove your address.`)
};

const fr_newsletter_unsubscribe_invalid_text = /** @type {(inputs: Newsletter_Unsubscribe_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être incomplet. Utilisez le lien de l'un de nos e-mails, ou écrivez-nous et nous supprimerons votre adresse.`)
};

/**
* | output |
* | --- |
* | "The link may be incomplete. Please use the link from one of our e-mails, or write to us and we will remove your address." |
*
* @param {Newsletter_Unsubscribe_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_invalid_text = /** @type {((inputs?: Newsletter_Unsubscribe_Invalid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribe_Invalid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribe_invalid_text(inputs)
	return en_newsletter_unsubscribe_invalid_text(inputs)
});