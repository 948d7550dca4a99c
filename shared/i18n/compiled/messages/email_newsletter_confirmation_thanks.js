/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Email_Newsletter_Confirmation_ThanksInputs */

const en_email_newsletter_confirmation_thanks = /** @type {(inputs: Email_Newsletter_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for signing up for the ${i?.academyName} newsletter: workshop news, practical tips and resources for parents of teens.`)
};

const fr_email_newsletter_confirmation_thanks = /** @type {(inputs: Email_Newsletter_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci de vous être inscrit à la newsletter ${i?.academyName} : actualités des ateliers, conseils pratiques et ressources pour les parents d'adolescents.`)
};

/**
* | output |
* | --- |
* | "Thank you for signing up for the {academyName} newsletter: workshop news, practical tips and resources for parents of teens." |
*
* @param {Email_Newsletter_Confirmation_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_thanks = /** @type {((inputs: Email_Newsletter_Confirmation_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_thanks(inputs)
	return en_email_newsletter_confirmation_thanks(inputs)
});