/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Email_Place_Open_WhyInputs */

const en_email_place_open_why = /** @type {(inputs: Email_Place_Open_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You receive this e-mail because you joined the workshop's waiting list. To leave it, write to ${i?.contactEmail}.`)
};

const fr_email_place_open_why = /** @type {(inputs: Email_Place_Open_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail car vous vous êtes inscrit sur la liste d'attente de l'atelier. Pour la quitter, écrivez à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "You receive this e-mail because you joined the workshop's waiting list. To leave it, write to {contactEmail}." |
*
* @param {Email_Place_Open_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_why = /** @type {((inputs: Email_Place_Open_WhyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_WhyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_why(inputs)
	return en_email_place_open_why(inputs)
});