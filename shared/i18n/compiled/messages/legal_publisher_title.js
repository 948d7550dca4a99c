/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Publisher_TitleInputs */

const en_legal_publisher_title = /** @type {(inputs: Legal_Publisher_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publisher`)
};

const fr_legal_publisher_title = /** @type {(inputs: Legal_Publisher_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éditeur`)
};

/**
* | output |
* | --- |
* | "Publisher" |
*
* @param {Legal_Publisher_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_publisher_title = /** @type {((inputs?: Legal_Publisher_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Publisher_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_publisher_title(inputs)
	return en_legal_publisher_title(inputs)
});