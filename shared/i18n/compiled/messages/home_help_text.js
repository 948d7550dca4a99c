/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Help_TextInputs */

const en_home_help_text = /** @type {(inputs: Home_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a free 30-minute call with one of our coaches. Tell us about your teen and we will recommend the workshop that fits best, with no obligation.`)
};

const fr_home_help_text = /** @type {(inputs: Home_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservez un appel gratuit de 30 minutes avec l'un de nos coachs. Parlez-nous de votre ado et nous vous recommanderons l'atelier qui lui convient le mieux, sans engagement.`)
};

/**
* | output |
* | --- |
* | "Book a free 30-minute call with one of our coaches. Tell us about your teen and we will recommend the workshop that fits best, with no obligation." |
*
* @param {Home_Help_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_help_text = /** @type {((inputs?: Home_Help_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Help_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_help_text(inputs)
	return en_home_help_text(inputs)
});