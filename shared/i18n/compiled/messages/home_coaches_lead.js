/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Coaches_LeadInputs */

const en_home_coaches_lead = /** @type {(inputs: Home_Coaches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experienced professionals who love working with young people.`)
};

const fr_home_coaches_lead = /** @type {(inputs: Home_Coaches_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des professionnels expérimentés qui aiment travailler avec les jeunes.`)
};

/**
* | output |
* | --- |
* | "Experienced professionals who love working with young people." |
*
* @param {Home_Coaches_LeadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coaches_lead = /** @type {((inputs?: Home_Coaches_LeadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Coaches_LeadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_coaches_lead(inputs)
	return en_home_coaches_lead(inputs)
});