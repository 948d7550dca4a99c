/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Toast_Check_FailedInputs */

const en_productivity_toast_check_failed = /** @type {(inputs: Productivity_Toast_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment could not be checked. Please try again.`)
};

const fr_productivity_toast_check_failed = /** @type {(inputs: Productivity_Toast_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de vérifier le paiement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The payment could not be checked. Please try again." |
*
* @param {Productivity_Toast_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_check_failed = /** @type {((inputs?: Productivity_Toast_Check_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Toast_Check_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_toast_check_failed(inputs)
	return en_productivity_toast_check_failed(inputs)
});