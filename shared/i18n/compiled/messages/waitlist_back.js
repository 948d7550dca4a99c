/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_BackInputs */

const en_waitlist_back = /** @type {(inputs: Waitlist_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to all workshops`)
};

const fr_waitlist_back = /** @type {(inputs: Waitlist_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à tous les ateliers`)
};

/**
* | output |
* | --- |
* | "Back to all workshops" |
*
* @param {Waitlist_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_back = /** @type {((inputs?: Waitlist_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_back(inputs)
	return en_waitlist_back(inputs)
});