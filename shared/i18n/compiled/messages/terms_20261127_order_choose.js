/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_ChooseInputs */

const en_terms_20261127_order_choose = /** @type {(inputs: Terms_20261127_Order_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a workshop and its group.`)
};

const fr_terms_20261127_order_choose = /** @type {(inputs: Terms_20261127_Order_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un atelier et son groupe.`)
};

/**
* | output |
* | --- |
* | "Choose a workshop and its group." |
*
* @param {Terms_20261127_Order_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_choose = /** @type {((inputs?: Terms_20261127_Order_ChooseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_ChooseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_choose(inputs)
	return en_terms_20261127_order_choose(inputs)
});