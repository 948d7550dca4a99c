/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_New_Tab_HintInputs */

const en_shell_new_tab_hint = /** @type {(inputs: Shell_New_Tab_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opens in a new tab`)
};

const fr_shell_new_tab_hint = /** @type {(inputs: Shell_New_Tab_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'ouvre dans un nouvel onglet`)
};

/**
* | output |
* | --- |
* | "Opens in a new tab" |
*
* @param {Shell_New_Tab_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_new_tab_hint = /** @type {((inputs?: Shell_New_Tab_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_New_Tab_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_new_tab_hint(inputs)
	return en_shell_new_tab_hint(inputs)
});