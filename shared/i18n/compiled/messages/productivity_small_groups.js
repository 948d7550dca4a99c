/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Small_GroupsInputs */

const en_productivity_small_groups = /** @type {(inputs: Productivity_Small_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small groups of 4-6 teens`)
};

const fr_productivity_small_groups = /** @type {(inputs: Productivity_Small_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petits groupes de 4 à 6 adolescents`)
};

/**
* | output |
* | --- |
* | "Small groups of 4-6 teens" |
*
* @param {Productivity_Small_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_small_groups = /** @type {((inputs?: Productivity_Small_GroupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Small_GroupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_small_groups(inputs)
	return en_productivity_small_groups(inputs)
});