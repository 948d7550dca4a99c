/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Confirmation_Confirm_Before_LinkInputs */

const en_email_newsletter_confirmation_confirm_before_link = /** @type {(inputs: Email_Newsletter_Confirmation_Confirm_Before_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that this is your e-mail address by opening this link:`)
};

const fr_email_newsletter_confirmation_confirm_before_link = /** @type {(inputs: Email_Newsletter_Confirmation_Confirm_Before_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer qu'il s'agit bien de votre adresse e-mail en ouvrant ce lien :`)
};

/**
* | output |
* | --- |
* | "Please confirm that this is your e-mail address by opening this link:" |
*
* @param {Email_Newsletter_Confirmation_Confirm_Before_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_confirm_before_link = /** @type {((inputs?: Email_Newsletter_Confirmation_Confirm_Before_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_Confirm_Before_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_confirm_before_link(inputs)
	return en_email_newsletter_confirmation_confirm_before_link(inputs)
});