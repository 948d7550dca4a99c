/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_JoinInputs */

const en_waitlist_join = /** @type {(inputs: Waitlist_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the Waiting List`)
};

const fr_waitlist_join = /** @type {(inputs: Waitlist_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

/**
* | output |
* | --- |
* | "Join the Waiting List" |
*
* @param {Waitlist_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_join = /** @type {((inputs?: Waitlist_JoinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_JoinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_join(inputs)
	return en_waitlist_join(inputs)
});