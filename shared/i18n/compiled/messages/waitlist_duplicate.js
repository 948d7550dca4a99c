/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_DuplicateInputs */

const en_waitlist_duplicate = /** @type {(inputs: Waitlist_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already registered for this workshop!`)
};

const fr_waitlist_duplicate = /** @type {(inputs: Waitlist_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail est déjà inscrite pour cet atelier !`)
};

/**
* | output |
* | --- |
* | "This email is already registered for this workshop!" |
*
* @param {Waitlist_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_duplicate = /** @type {((inputs?: Waitlist_DuplicateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_DuplicateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_duplicate(inputs)
	return en_waitlist_duplicate(inputs)
});