/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Fact_DurationInputs */

const en_workshops_fact_duration = /** @type {(inputs: Workshops_Fact_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

const fr_workshops_fact_duration = /** @type {(inputs: Workshops_Fact_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée`)
};

/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Workshops_Fact_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_duration = /** @type {((inputs?: Workshops_Fact_DurationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Fact_DurationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_fact_duration(inputs)
	return en_workshops_fact_duration(inputs)
});