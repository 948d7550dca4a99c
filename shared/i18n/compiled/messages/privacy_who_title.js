/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Who_TitleInputs */

const en_privacy_who_title = /** @type {(inputs: Privacy_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who sees it`)
};

const fr_privacy_who_title = /** @type {(inputs: Privacy_Who_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui y a accès`)
};

/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Privacy_Who_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_title = /** @type {((inputs?: Privacy_Who_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Who_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_who_title(inputs)
	return en_privacy_who_title(inputs)
});