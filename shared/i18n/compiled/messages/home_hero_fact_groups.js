/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Fact_GroupsInputs */

const en_home_hero_fact_groups = /** @type {(inputs: Home_Hero_Fact_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups of 4-6 teens`)
};

const fr_home_hero_fact_groups = /** @type {(inputs: Home_Hero_Fact_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des groupes de 4 à 6 ados`)
};

/**
* | output |
* | --- |
* | "Groups of 4-6 teens" |
*
* @param {Home_Hero_Fact_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_groups = /** @type {((inputs?: Home_Hero_Fact_GroupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Fact_GroupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_fact_groups(inputs)
	return en_home_hero_fact_groups(inputs)
});