/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Confirmation_ButtonInputs */

const en_email_newsletter_confirmation_button = /** @type {(inputs: Email_Newsletter_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my subscription`)
};

const fr_email_newsletter_confirmation_button = /** @type {(inputs: Email_Newsletter_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer mon inscription`)
};

/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Email_Newsletter_Confirmation_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_confirmation_button = /** @type {((inputs?: Email_Newsletter_Confirmation_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Confirmation_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_confirmation_button(inputs)
	return en_email_newsletter_confirmation_button(inputs)
});