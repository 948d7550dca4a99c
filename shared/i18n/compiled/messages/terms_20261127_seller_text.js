/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown>, legalForm: NonNullable<unknown>, address: NonNullable<unknown>, registry: NonNullable<unknown>, siren: NonNullable<unknown>, phone: NonNullable<unknown>, email: NonNullable<unknown> }} Terms_20261127_Seller_TextInputs */

const en_terms_20261127_seller_text = /** @type {(inputs: Terms_20261127_Seller_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The workshops are sold by ${i?.legalName}, ${i?.legalForm}, ${i?.address}, registered with ${i?.registry} under SIREN ${i?.siren} ("the academy"), to the parent or legal guardian who books for a teen ("you"). Phone: ${i?.phone}. E-mail: ${i?.email}.`)
};

const fr_terms_20261127_seller_text = /** @type {(inputs: Terms_20261127_Seller_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ateliers sont vendus par ${i?.legalName}, ${i?.legalForm}, ${i?.address}, immatriculée au ${i?.registry} sous le numéro SIREN ${i?.siren} (« l'académie »), au parent ou représentant légal qui réserve pour un adolescent (« vous »). Téléphone : ${i?.phone}. E-mail : ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "The workshops are sold by {legalName}, {legalForm}, {address}, registered with {registry} under SIREN {siren} (\"the academy\"), to the parent or legal guardia..." |
*
* @param {Terms_20261127_Seller_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_seller_text = /** @type {((inputs: Terms_20261127_Seller_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Seller_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_seller_text(inputs)
	return en_terms_20261127_seller_text(inputs)
});