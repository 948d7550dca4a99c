/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_ExpiredInputs */

const en_productivity_success_expired = /** @type {(inputs: Productivity_Success_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment session has expired`)
};

const fr_productivity_success_expired = /** @type {(inputs: Productivity_Success_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette session de paiement a expiré`)
};

/**
* | output |
* | --- |
* | "This payment session has expired" |
*
* @param {Productivity_Success_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_expired = /** @type {((inputs?: Productivity_Success_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_expired(inputs)
	return en_productivity_success_expired(inputs)
});