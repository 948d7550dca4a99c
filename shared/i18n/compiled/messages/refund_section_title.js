/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Section_TitleInputs */

const en_refund_section_title = /** @type {(inputs: Refund_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel or get a refund`)
};

const fr_refund_section_title = /** @type {(inputs: Refund_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ou être remboursé`)
};

/**
* | output |
* | --- |
* | "Cancel or get a refund" |
*
* @param {Refund_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_section_title = /** @type {((inputs?: Refund_Section_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Section_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_section_title(inputs)
	return en_refund_section_title(inputs)
});