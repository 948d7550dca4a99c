/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Invalid_TextInputs */

const en_newsletter_confirm_invalid_text = /** @type {(inputs: Newsletter_Confirm_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link may be incomplete, or belong to a subscription that was cancelled. You can sign up again on our home page.`)
};

const fr_newsletter_confirm_invalid_text = /** @type {(inputs: Newsletter_Confirm_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est peut-être incomplet, ou il correspond à une inscription annulée. Vous pouvez vous réinscrire sur notre page d'accueil.`)
};

/**
* | output |
* | --- |
* | "The link may be incomplete, or belong to a subscription that was cancelled. You can sign up again on our home page." |
*
* @param {Newsletter_Confirm_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_invalid_text = /** @type {((inputs?: Newsletter_Confirm_Invalid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Invalid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_invalid_text(inputs)
	return en_newsletter_confirm_invalid_text(inputs)
});