/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Mediation_TitleInputs */

const en_terms_20261127_mediation_title = /** @type {(inputs: Terms_20261127_Mediation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes and mediation`)
};

const fr_terms_20261127_mediation_title = /** @type {(inputs: Terms_20261127_Mediation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litiges et médiation`)
};

/**
* | output |
* | --- |
* | "Disputes and mediation" |
*
* @param {Terms_20261127_Mediation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_mediation_title = /** @type {((inputs?: Terms_20261127_Mediation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Mediation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_mediation_title(inputs)
	return en_terms_20261127_mediation_title(inputs)
});