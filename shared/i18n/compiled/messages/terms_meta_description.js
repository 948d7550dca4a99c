/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Meta_DescriptionInputs */

const en_terms_meta_description = /** @type {(inputs: Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy's terms of sale in plain words: the workshops, prices, payment, how to book, your 14-day withdrawal right, refunds and mediation.`)
};

const fr_terms_meta_description = /** @type {(inputs: Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions générales de vente de l'académie en termes simples : les ateliers, les prix, le paiement, la commande, votre droit de rétractation de 14 jours, les remboursements et la médiation.`)
};

/**
* | output |
* | --- |
* | "The academy's terms of sale in plain words: the workshops, prices, payment, how to book, your 14-day withdrawal right, refunds and mediation." |
*
* @param {Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_meta_description = /** @type {((inputs?: Terms_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_meta_description(inputs)
	return en_terms_meta_description(inputs)
});