/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Video_NoteInputs */

const en_productivity_success_video_note = /** @type {(inputs: Productivity_Success_Video_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video-call link arrives by e-mail 24 hours before the first session.`)
};

const fr_productivity_success_video_note = /** @type {(inputs: Productivity_Success_Video_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de la visioconférence vous parvient par e-mail 24 heures avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video-call link arrives by e-mail 24 hours before the first session." |
*
* @param {Productivity_Success_Video_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_video_note = /** @type {((inputs?: Productivity_Success_Video_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Video_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_video_note(inputs)
	return en_productivity_success_video_note(inputs)
});