/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirmed_TitleInputs */

const en_newsletter_confirmed_title = /** @type {(inputs: Newsletter_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription is confirmed`)
};

const fr_newsletter_confirmed_title = /** @type {(inputs: Newsletter_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription est confirmée`)
};

/**
* | output |
* | --- |
* | "Your subscription is confirmed" |
*
* @param {Newsletter_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirmed_title = /** @type {((inputs?: Newsletter_Confirmed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirmed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirmed_title(inputs)
	return en_newsletter_confirmed_title(inputs)
});