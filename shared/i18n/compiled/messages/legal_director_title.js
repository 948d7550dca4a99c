/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Director_TitleInputs */

const en_legal_director_title = /** @type {(inputs: Legal_Director_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication director`)
};

const fr_legal_director_title = /** @type {(inputs: Legal_Director_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directeur de la publication`)
};

/**
* | output |
* | --- |
* | "Publication director" |
*
* @param {Legal_Director_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_director_title = /** @type {((inputs?: Legal_Director_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Director_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_director_title(inputs)
	return en_legal_director_title(inputs)
});