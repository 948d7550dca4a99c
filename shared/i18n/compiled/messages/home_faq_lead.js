/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Home_Faq_LeadInputs */

const en_home_faq_lead = /** @type {(inputs: Home_Faq_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everything parents usually ask before booking. Anything else? Write to ${i?.email}.`)
};

const fr_home_faq_lead = /** @type {(inputs: Home_Faq_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout ce que les parents demandent généralement avant de réserver. Une autre question ? Écrivez à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Everything parents usually ask before booking. Anything else? Write to {email}." |
*
* @param {Home_Faq_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_lead = /** @type {((inputs: Home_Faq_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_lead(inputs)
	return en_home_faq_lead(inputs)
});