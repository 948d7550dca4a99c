/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_Hold_NoteInputs */

const en_productivity_summary_hold_note = /** @type {(inputs: Productivity_Summary_Hold_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your spot is held for 30 minutes while you pay.`)
};

const fr_productivity_summary_hold_note = /** @type {(inputs: Productivity_Summary_Hold_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place vous est réservée pendant 30 minutes, le temps de payer.`)
};

/**
* | output |
* | --- |
* | "Your spot is held for 30 minutes while you pay." |
*
* @param {Productivity_Summary_Hold_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_hold_note = /** @type {((inputs?: Productivity_Summary_Hold_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_Hold_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_hold_note(inputs)
	return en_productivity_summary_hold_note(inputs)
});