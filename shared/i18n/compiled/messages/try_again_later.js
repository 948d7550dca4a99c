/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Try_Again_LaterInputs */

const en_try_again_later = /** @type {(inputs: Try_Again_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please try again later.`)
};

const fr_try_again_later = /** @type {(inputs: Try_Again_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez réessayer plus tard.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please try again later." |
*
* @param {Try_Again_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const try_again_later = /** @type {((inputs?: Try_Again_LaterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Try_Again_LaterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_try_again_later(inputs)
	return en_try_again_later(inputs)
});