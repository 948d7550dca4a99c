/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_RegistryInputs */

const en_legal_registry = /** @type {(inputs: Legal_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registry`)
};

const fr_legal_registry = /** @type {(inputs: Legal_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immatriculation`)
};

/**
* | output |
* | --- |
* | "Registry" |
*
* @param {Legal_RegistryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_registry = /** @type {((inputs?: Legal_RegistryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_RegistryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_registry(inputs)
	return en_legal_registry(inputs)
});