/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenges_LeadInputs */

const en_home_challenges_lead = /** @type {(inputs: Home_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Growing up today is not easy. Many parents tell us their teen:`)
};

const fr_home_challenges_lead = /** @type {(inputs: Home_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grandir aujourd'hui n'est pas facile. Beaucoup de parents nous disent que leur ado :`)
};

/**
* | output |
* | --- |
* | "Growing up today is not easy. Many parents tell us their teen:" |
*
* @param {Home_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenges_lead = /** @type {((inputs?: Home_Challenges_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenges_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenges_lead(inputs)
	return en_home_challenges_lead(inputs)
});