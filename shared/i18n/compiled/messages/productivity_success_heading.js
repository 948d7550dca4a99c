/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_HeadingInputs */

const en_productivity_success_heading = /** @type {(inputs: Productivity_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful!`)
};

const fr_productivity_success_heading = /** @type {(inputs: Productivity_Success_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement réussi !`)
};

/**
* | output |
* | --- |
* | "Payment successful!" |
*
* @param {Productivity_Success_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_heading = /** @type {((inputs?: Productivity_Success_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_heading(inputs)
	return en_productivity_success_heading(inputs)
});