/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_ReferenceInputs */

const en_productivity_success_reference = /** @type {(inputs: Productivity_Success_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const fr_productivity_success_reference = /** @type {(inputs: Productivity_Success_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de réservation`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Productivity_Success_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_reference = /** @type {((inputs?: Productivity_Success_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_reference(inputs)
	return en_productivity_success_reference(inputs)
});