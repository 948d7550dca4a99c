/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Unsubscribed_TextInputs */

const en_newsletter_unsubscribed_text = /** @type {(inputs: Newsletter_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will not receive our newsletter any more. Changed your mind? You can subscribe again at any time.`)
};

const fr_newsletter_unsubscribed_text = /** @type {(inputs: Newsletter_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus notre newsletter. Vous avez changé d'avis ? Vous pouvez vous réabonner à tout moment.`)
};

/**
* | output |
* | --- |
* | "You will not receive our newsletter any more. Changed your mind? You can subscribe again at any time." |
*
* @param {Newsletter_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribed_text = /** @type {((inputs?: Newsletter_Unsubscribed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribed_text(inputs)
	return en_newsletter_unsubscribed_text(inputs)
});