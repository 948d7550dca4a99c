/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Erase_TitleInputs */

const en_privacy_erase_title = /** @type {(inputs: Privacy_Erase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seeing or erasing your data`)
};

const fr_privacy_erase_title = /** @type {(inputs: Privacy_Erase_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulter ou effacer vos données`)
};

/**
* | output |
* | --- |
* | "Seeing or erasing your data" |
*
* @param {Privacy_Erase_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_erase_title = /** @type {((inputs?: Privacy_Erase_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Erase_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_erase_title(inputs)
	return en_privacy_erase_title(inputs)
});