/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Check_FailedInputs */

const en_productivity_success_check_failed = /** @type {(inputs: Productivity_Success_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not check your payment`)
};

const fr_productivity_success_check_failed = /** @type {(inputs: Productivity_Success_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas pu vérifier votre paiement`)
};

/**
* | output |
* | --- |
* | "We could not check your payment" |
*
* @param {Productivity_Success_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_check_failed = /** @type {((inputs?: Productivity_Success_Check_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Check_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_check_failed(inputs)
	return en_productivity_success_check_failed(inputs)
});