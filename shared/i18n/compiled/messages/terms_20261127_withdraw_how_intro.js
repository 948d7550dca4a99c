/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Withdraw_How_IntroInputs */

const en_terms_20261127_withdraw_how_intro = /** @type {(inputs: Terms_20261127_Withdraw_How_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To withdraw, use whichever of these suits you:`)
};

const fr_terms_20261127_withdraw_how_intro = /** @type {(inputs: Terms_20261127_Withdraw_How_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour vous rétracter, utilisez le moyen qui vous convient :`)
};

/**
* | output |
* | --- |
* | "To withdraw, use whichever of these suits you:" |
*
* @param {Terms_20261127_Withdraw_How_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_intro = /** @type {((inputs?: Terms_20261127_Withdraw_How_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdraw_How_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdraw_how_intro(inputs)
	return en_terms_20261127_withdraw_how_intro(inputs)
});