/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Reason_FullInputs */

const en_waitlist_reason_full = /** @type {(inputs: Waitlist_Reason_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is currently full.`)
};

const fr_waitlist_reason_full = /** @type {(inputs: Waitlist_Reason_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier est actuellement complet.`)
};

/**
* | output |
* | --- |
* | "This workshop is currently full." |
*
* @param {Waitlist_Reason_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_reason_full = /** @type {((inputs?: Waitlist_Reason_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Reason_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_reason_full(inputs)
	return en_waitlist_reason_full(inputs)
});