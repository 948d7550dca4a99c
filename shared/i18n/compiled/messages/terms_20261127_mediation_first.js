/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Terms_20261127_Mediation_FirstInputs */

const en_terms_20261127_mediation_first = /** @type {(inputs: Terms_20261127_Mediation_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If something goes wrong, write to us first at ${i?.email}: most problems are solved that way.`)
};

const fr_terms_20261127_mediation_first = /** @type {(inputs: Terms_20261127_Mediation_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En cas de problème, écrivez-nous d'abord à ${i?.email} : la plupart des difficultés se règlent ainsi.`)
};

/**
* | output |
* | --- |
* | "If something goes wrong, write to us first at {email}: most problems are solved that way." |
*
* @param {Terms_20261127_Mediation_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_mediation_first = /** @type {((inputs: Terms_20261127_Mediation_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Mediation_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_mediation_first(inputs)
	return en_terms_20261127_mediation_first(inputs)
});