/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Unsubscribed_TitleInputs */

const en_newsletter_unsubscribed_title = /** @type {(inputs: Newsletter_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been unsubscribed`)
};

const fr_newsletter_unsubscribed_title = /** @type {(inputs: Newsletter_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre désabonnement est confirmé`)
};

/**
* | output |
* | --- |
* | "You have been unsubscribed" |
*
* @param {Newsletter_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribed_title = /** @type {((inputs?: Newsletter_Unsubscribed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribed_title(inputs)
	return en_newsletter_unsubscribed_title(inputs)
});