/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_WorkshopsInputs */

const en_shell_workshops = /** @type {(inputs: Shell_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops`)
};

const fr_shell_workshops = /** @type {(inputs: Shell_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers`)
};

/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Shell_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_workshops = /** @type {((inputs?: Shell_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_workshops(inputs)
	return en_shell_workshops(inputs)
});