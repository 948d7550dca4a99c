/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Host_TitleInputs */

const en_legal_host_title = /** @type {(inputs: Legal_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host`)
};

const fr_legal_host_title = /** @type {(inputs: Legal_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hébergeur`)
};

/**
* | output |
* | --- |
* | "Host" |
*
* @param {Legal_Host_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_host_title = /** @type {((inputs?: Legal_Host_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Host_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_host_title(inputs)
	return en_legal_host_title(inputs)
});