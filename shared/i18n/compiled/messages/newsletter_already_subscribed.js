/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Already_SubscribedInputs */

const en_newsletter_already_subscribed = /** @type {(inputs: Newsletter_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already subscribed to our newsletter!`)
};

const fr_newsletter_already_subscribed = /** @type {(inputs: Newsletter_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail est déjà inscrite à notre newsletter !`)
};

/**
* | output |
* | --- |
* | "This email is already subscribed to our newsletter!" |
*
* @param {Newsletter_Already_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_already_subscribed = /** @type {((inputs?: Newsletter_Already_SubscribedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Already_SubscribedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_already_subscribed(inputs)
	return en_newsletter_already_subscribed(inputs)
});