/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Privacy_NoteInputs */

const en_shell_privacy_note = /** @type {(inputs: Shell_Privacy_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your teen's details only to run the workshop, and erase them after it.`)
};

const fr_shell_privacy_note = /** @type {(inputs: Shell_Privacy_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous utilisons les informations de votre ado uniquement pour animer l'atelier, et nous les effaçons ensuite.`)
};

/**
* | output |
* | --- |
* | "We use your teen's details only to run the workshop, and erase them after it." |
*
* @param {Shell_Privacy_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_note = /** @type {((inputs?: Shell_Privacy_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Privacy_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_privacy_note(inputs)
	return en_shell_privacy_note(inputs)
});