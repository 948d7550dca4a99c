/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mediatorName: NonNullable<unknown>, website: NonNullable<unknown> }} Terms_20261127_Mediation_TextInputs */

const en_terms_20261127_mediation_text = /** @type {(inputs: Terms_20261127_Mediation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If our answer does not settle it, you may refer the dispute, free of charge, to our consumer mediator, ${i?.mediatorName}: ${i?.website}.`)
};

const fr_terms_20261127_mediation_text = /** @type {(inputs: Terms_20261127_Mediation_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si notre réponse ne règle pas le litige, vous pouvez le soumettre gratuitement à notre médiateur de la consommation, ${i?.mediatorName} : ${i?.website}.`)
};

/**
* | output |
* | --- |
* | "If our answer does not settle it, you may refer the dispute, free of charge, to our consumer mediator, {mediatorName}: {website}." |
*
* @param {Terms_20261127_Mediation_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_mediation_text = /** @type {((inputs: Terms_20261127_Mediation_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Mediation_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_mediation_text(inputs)
	return en_terms_20261127_mediation_text(inputs)
});