/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Parent_EmailInputs */

const en_productivity_parent_email = /** @type {(inputs: Productivity_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent Email`)
};

const fr_productivity_parent_email = /** @type {(inputs: Productivity_Parent_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail du parent`)
};

/**
* | output |
* | --- |
* | "Parent Email" |
*
* @param {Productivity_Parent_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_parent_email = /** @type {((inputs?: Productivity_Parent_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Parent_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_parent_email(inputs)
	return en_productivity_parent_email(inputs)
});