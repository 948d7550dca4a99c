/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Fact_Next_StartInputs */

const en_workshops_fact_next_start = /** @type {(inputs: Workshops_Fact_Next_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next start`)
};

const fr_workshops_fact_next_start = /** @type {(inputs: Workshops_Fact_Next_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochain démarrage`)
};

/**
* | output |
* | --- |
* | "Next start" |
*
* @param {Workshops_Fact_Next_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_next_start = /** @type {((inputs?: Workshops_Fact_Next_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Fact_Next_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_fact_next_start(inputs)
	return en_workshops_fact_next_start(inputs)
});