/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Meta_TitleInputs */

const en_privacy_meta_title = /** @type {(inputs: Privacy_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy: your teen's data`)
};

const fr_privacy_meta_title = /** @type {(inputs: Privacy_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidentialité : les données de votre adolescent`)
};

/**
* | output |
* | --- |
* | "Privacy: your teen's data" |
*
* @param {Privacy_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_meta_title = /** @type {((inputs?: Privacy_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_meta_title(inputs)
	return en_privacy_meta_title(inputs)
});