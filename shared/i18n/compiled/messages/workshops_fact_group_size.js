/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Fact_Group_SizeInputs */

const en_workshops_fact_group_size = /** @type {(inputs: Workshops_Fact_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group size`)
};

const fr_workshops_fact_group_size = /** @type {(inputs: Workshops_Fact_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille du groupe`)
};

/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Workshops_Fact_Group_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_fact_group_size = /** @type {((inputs?: Workshops_Fact_Group_SizeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Fact_Group_SizeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_fact_group_size(inputs)
	return en_workshops_fact_group_size(inputs)
});