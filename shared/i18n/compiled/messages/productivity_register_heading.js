/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Register_HeadingInputs */

const en_productivity_register_heading = /** @type {(inputs: Productivity_Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your teen`)
};

const fr_productivity_register_heading = /** @type {(inputs: Productivity_Register_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez votre adolescent`)
};

/**
* | output |
* | --- |
* | "Register your teen" |
*
* @param {Productivity_Register_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_register_heading = /** @type {((inputs?: Productivity_Register_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Register_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_register_heading(inputs)
	return en_productivity_register_heading(inputs)
});