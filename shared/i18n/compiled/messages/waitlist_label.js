/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_LabelInputs */

const en_waitlist_label = /** @type {(inputs: Waitlist_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting list`)
};

const fr_waitlist_label = /** @type {(inputs: Waitlist_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d'attente`)
};

/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Waitlist_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_label = /** @type {((inputs?: Waitlist_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_label(inputs)
	return en_waitlist_label(inputs)
});