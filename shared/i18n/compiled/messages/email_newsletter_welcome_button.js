/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Newsletter_Welcome_ButtonInputs */

const en_email_newsletter_welcome_button = /** @type {(inputs: Email_Newsletter_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See our workshops`)
};

const fr_email_newsletter_welcome_button = /** @type {(inputs: Email_Newsletter_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir nos ateliers`)
};

/**
* | output |
* | --- |
* | "See our workshops" |
*
* @param {Email_Newsletter_Welcome_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_newsletter_welcome_button = /** @type {((inputs?: Email_Newsletter_Welcome_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Newsletter_Welcome_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_newsletter_welcome_button(inputs)
	return en_email_newsletter_welcome_button(inputs)
});