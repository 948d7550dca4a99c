/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Parent_NameInputs */

const en_productivity_parent_name = /** @type {(inputs: Productivity_Parent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent Name`)
};

const fr_productivity_parent_name = /** @type {(inputs: Productivity_Parent_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du parent`)
};

/**
* | output |
* | --- |
* | "Parent Name" |
*
* @param {Productivity_Parent_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_parent_name = /** @type {((inputs?: Productivity_Parent_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Parent_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_parent_name(inputs)
	return en_productivity_parent_name(inputs)
});