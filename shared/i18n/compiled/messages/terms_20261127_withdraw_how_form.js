/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Terms_20261127_Withdraw_How_FormInputs */

const en_terms_20261127_withdraw_how_form = /** @type {(inputs: Terms_20261127_Withdraw_How_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the model withdrawal form on our ${i?.link} page, sent from there or by e-mail;`)
};

const fr_terms_20261127_withdraw_how_form = /** @type {(inputs: Terms_20261127_Withdraw_How_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le modèle de formulaire de rétractation de notre page ${i?.link}, envoyé depuis cette page ou par e-mail ;`)
};

/**
* | output |
* | --- |
* | "the model withdrawal form on our {link} page, sent from there or by e-mail;" |
*
* @param {Terms_20261127_Withdraw_How_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_form = /** @type {((inputs: Terms_20261127_Withdraw_How_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdraw_How_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdraw_how_form(inputs)
	return en_terms_20261127_withdraw_how_form(inputs)
});