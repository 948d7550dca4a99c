/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_FormInputs */

const en_legal_form = /** @type {(inputs: Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal form`)
};

const fr_legal_form = /** @type {(inputs: Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forme juridique`)
};

/**
* | output |
* | --- |
* | "Legal form" |
*
* @param {Legal_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_form = /** @type {((inputs?: Legal_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_form(inputs)
	return en_legal_form(inputs)
});