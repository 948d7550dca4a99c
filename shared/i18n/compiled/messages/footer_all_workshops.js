/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_All_WorkshopsInputs */

const en_footer_all_workshops = /** @type {(inputs: Footer_All_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All workshops`)
};

const fr_footer_all_workshops = /** @type {(inputs: Footer_All_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ateliers`)
};

/**
* | output |
* | --- |
* | "All workshops" |
*
* @param {Footer_All_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_all_workshops = /** @type {((inputs?: Footer_All_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_All_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_all_workshops(inputs)
	return en_footer_all_workshops(inputs)
});