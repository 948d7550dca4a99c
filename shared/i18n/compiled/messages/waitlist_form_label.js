/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Form_LabelInputs */

const en_waitlist_form_label = /** @type {(inputs: Waitlist_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the waiting list`)
};

const fr_waitlist_form_label = /** @type {(inputs: Waitlist_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

/**
* | output |
* | --- |
* | "Join the waiting list" |
*
* @param {Waitlist_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_form_label = /** @type {((inputs?: Waitlist_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_form_label(inputs)
	return en_waitlist_form_label(inputs)
});