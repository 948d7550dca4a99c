/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Reason_OpenInputs */

const en_waitlist_reason_open = /** @type {(inputs: Waitlist_Reason_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can't make the next group?`)
};

const fr_waitlist_reason_open = /** @type {(inputs: Waitlist_Reason_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prochain groupe ne vous convient pas ?`)
};

/**
* | output |
* | --- |
* | "Can't make the next group?" |
*
* @param {Waitlist_Reason_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_reason_open = /** @type {((inputs?: Waitlist_Reason_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Reason_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_reason_open(inputs)
	return en_waitlist_reason_open(inputs)
});