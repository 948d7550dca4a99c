/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reset_ValidityInputs */

const en_email_reset_validity = /** @type {(inputs: Email_Reset_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.`)
};

const fr_email_reset_validity = /** @type {(inputs: Email_Reset_ValidityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est valable 1 heure et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.`)
};

/**
* | output |
* | --- |
* | "The link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same." |
*
* @param {Email_Reset_ValidityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reset_validity = /** @type {((inputs?: Email_Reset_ValidityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_ValidityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reset_validity(inputs)
	return en_email_reset_validity(inputs)
});