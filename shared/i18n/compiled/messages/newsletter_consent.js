/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_ConsentInputs */

const en_newsletter_consent = /** @type {(inputs: Newsletter_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time.`)
};

const fr_newsletter_consent = /** @type {(inputs: Newsletter_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'accepte de recevoir des e-mails sur les ateliers, des conseils et des ressources. Je peux me désabonner à tout moment.`)
};

/**
* | output |
* | --- |
* | "I agree to receive emails about workshops, tips, and resources. You can unsubscribe at any time." |
*
* @param {Newsletter_ConsentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_consent = /** @type {((inputs?: Newsletter_ConsentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_ConsentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_consent(inputs)
	return en_newsletter_consent(inputs)
});