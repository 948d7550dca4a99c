/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Explore_WorkshopsInputs */

const en_newsletter_explore_workshops = /** @type {(inputs: Newsletter_Explore_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore our workshops`)
};

const fr_newsletter_explore_workshops = /** @type {(inputs: Newsletter_Explore_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir nos ateliers`)
};

/**
* | output |
* | --- |
* | "Explore our workshops" |
*
* @param {Newsletter_Explore_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_explore_workshops = /** @type {((inputs?: Newsletter_Explore_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Explore_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_explore_workshops(inputs)
	return en_newsletter_explore_workshops(inputs)
});