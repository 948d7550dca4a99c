/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Fact_SessionsInputs */

const en_workshops_fact_sessions = /** @type {(inputs: Workshops_Fact_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const fr_workshops_fact_sessions = /** @type {(inputs: Workshops_Fact_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séances`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Workshops_Fact_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_sessions = /** @type {((inputs?: Workshops_Fact_SessionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Fact_SessionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_fact_sessions(inputs)
	return en_workshops_fact_sessions(inputs)
});