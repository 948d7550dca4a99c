/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reset_IntroInputs */

const en_email_reset_intro = /** @type {(inputs: Email_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your account. Choose a new password with this link:`)
};

const fr_email_reset_intro = /** @type {(inputs: Email_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un a demandé à réinitialiser le mot de passe de votre compte. Choisissez un nouveau mot de passe avec ce lien :`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your account. Choose a new password with this link:" |
*
* @param {Email_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_intro = /** @type {((inputs?: Email_Reset_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reset_intro(inputs)
	return en_email_reset_intro(inputs)
});