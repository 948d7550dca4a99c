/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_JoiningInputs */

const en_waitlist_joining = /** @type {(inputs: Waitlist_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining...`)
};

const fr_waitlist_joining = /** @type {(inputs: Waitlist_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription en cours...`)
};

/**
* | output |
* | --- |
* | "Joining..." |
*
* @param {Waitlist_JoiningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_joining = /** @type {((inputs?: Waitlist_JoiningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_JoiningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_joining(inputs)
	return en_waitlist_joining(inputs)
});