/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Welcome_ConfirmedInputs */

const en_email_newsletter_welcome_confirmed = /** @type {(inputs: Email_Newsletter_Welcome_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and life skills.`)
};

const fr_email_newsletter_welcome_confirmed = /** @type {(inputs: Email_Newsletter_Welcome_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription est confirmée. Vous recevrez des nouvelles des prochains ateliers, des conseils pratiques et des ressources pour aider votre adolescent à gagner en confiance, en concentration et en compétences de vie.`)
};

/**
* | output |
* | --- |
* | "Your subscription is confirmed. You will receive news about upcoming workshops, practical tips and resources to help your teen grow in confidence, focus and ..." |
*
* @param {Email_Newsletter_Welcome_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_confirmed = /** @type {((inputs?: Email_Newsletter_Welcome_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Welcome_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_welcome_confirmed(inputs)
	return en_email_newsletter_welcome_confirmed(inputs)
});