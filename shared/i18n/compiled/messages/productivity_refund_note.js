/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Refund_NoteInputs */

const en_productivity_refund_note = /** @type {(inputs: Productivity_Refund_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not convinced after the first session? Tell us and we refund you in full, no questions asked.`)
};

const fr_productivity_refund_note = /** @type {(inputs: Productivity_Refund_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas convaincu après la première séance ? Dites-le-nous et nous vous remboursons intégralement, sans poser de questions.`)
};

/**
* | output |
* | --- |
* | "Not convinced after the first session? Tell us and we refund you in full, no questions asked." |
*
* @param {Productivity_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_refund_note = /** @type {((inputs?: Productivity_Refund_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Refund_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_refund_note(inputs)
	return en_productivity_refund_note(inputs)
});