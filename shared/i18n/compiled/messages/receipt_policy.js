/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_PolicyInputs */

const en_receipt_policy = /** @type {(inputs: Receipt_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full refund up to 48 hours before the workshop starts. The video link is sent 24 hours before the first session.`)
};

const fr_receipt_policy = /** @type {(inputs: Receipt_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement intégral jusqu'à 48 heures avant le début de l'atelier. Le lien vidéo est envoyé 24 heures avant la première séance.`)
};

/**
* | output |
* | --- |
* | "Full refund up to 48 hours before the workshop starts. The video link is sent 24 hours before the first session." |
*
* @param {Receipt_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_policy = /** @type {((inputs?: Receipt_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_policy(inputs)
	return en_receipt_policy(inputs)
});