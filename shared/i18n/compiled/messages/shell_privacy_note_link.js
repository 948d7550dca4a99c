/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Privacy_Note_LinkInputs */

const en_shell_privacy_note_link = /** @type {(inputs: Shell_Privacy_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we handle your data`)
};

const fr_shell_privacy_note_link = /** @type {(inputs: Shell_Privacy_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous traitons vos données`)
};

/**
* | output |
* | --- |
* | "How we handle your data" |
*
* @param {Shell_Privacy_Note_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_privacy_note_link = /** @type {((inputs?: Shell_Privacy_Note_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Privacy_Note_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_privacy_note_link(inputs)
	return en_shell_privacy_note_link(inputs)
});