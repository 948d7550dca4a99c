/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_CorrectInputs */

const en_privacy_correct = /** @type {(inputs: Privacy_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can also ask us to correct anything that is wrong, at any time.`)
};

const fr_privacy_correct = /** @type {(inputs: Privacy_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi nous demander à tout moment de corriger une information erronée.`)
};

/**
* | output |
* | --- |
* | "You can also ask us to correct anything that is wrong, at any time." |
*
* @param {Privacy_CorrectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_correct = /** @type {((inputs?: Privacy_CorrectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_CorrectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_correct(inputs)
	return en_privacy_correct(inputs)
});