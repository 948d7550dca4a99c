/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Withdraw_How_Form_LinkInputs */

const en_terms_20261127_withdraw_how_form_link = /** @type {(inputs: Terms_20261127_Withdraw_How_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal`)
};

const fr_terms_20261127_withdraw_how_form_link = /** @type {(inputs: Terms_20261127_Withdraw_How_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rétractation`)
};

/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Terms_20261127_Withdraw_How_Form_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_form_link = /** @type {((inputs?: Terms_20261127_Withdraw_How_Form_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdraw_How_Form_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdraw_how_form_link(inputs)
	return en_terms_20261127_withdraw_how_form_link(inputs)
});