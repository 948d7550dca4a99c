/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_IntroInputs */

const en_legal_intro = /** @type {(inputs: Legal_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The publisher of this site, its host, and whom to write to.`)
};

const fr_legal_intro = /** @type {(inputs: Legal_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'éditeur de ce site, son hébergeur, et à qui écrire.`)
};

/**
* | output |
* | --- |
* | "The publisher of this site, its host, and whom to write to." |
*
* @param {Legal_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_intro = /** @type {((inputs?: Legal_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_intro(inputs)
	return en_legal_intro(inputs)
});