/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Confirmation_ConfirmInputs */

const en_email_newsletter_confirmation_confirm = /** @type {(inputs: Email_Newsletter_Confirmation_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that this is your e-mail address:`)
};

const fr_email_newsletter_confirmation_confirm = /** @type {(inputs: Email_Newsletter_Confirmation_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer qu'il s'agit bien de votre adresse e-mail :`)
};

/**
* | output |
* | --- |
* | "Please confirm that this is your e-mail address:" |
*
* @param {Email_Newsletter_Confirmation_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_confirm = /** @type {((inputs?: Email_Newsletter_Confirmation_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_confirm(inputs)
	return en_email_newsletter_confirmation_confirm(inputs)
});