/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_SummaryInputs */

const en_terms_20261127_order_summary = /** @type {(inputs: Terms_20261127_Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the summary: the workshop, the group's dates, every amount and the total. Until you pay, you can go back and correct anything.`)
};

const fr_terms_20261127_order_summary = /** @type {(inputs: Terms_20261127_Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez le récapitulatif : l'atelier, les dates du groupe, chaque montant et le total. Jusqu'au paiement, vous pouvez revenir en arrière et tout corriger.`)
};

/**
* | output |
* | --- |
* | "Check the summary: the workshop, the group's dates, every amount and the total. Until you pay, you can go back and correct anything." |
*
* @param {Terms_20261127_Order_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_summary = /** @type {((inputs?: Terms_20261127_Order_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_summary(inputs)
	return en_terms_20261127_order_summary(inputs)
});