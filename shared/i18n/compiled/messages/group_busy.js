/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_BusyInputs */

const en_group_busy = /** @type {(inputs: Group_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Many families are booking this group right now. Please try again in a few seconds.`)
};

const fr_group_busy = /** @type {(inputs: Group_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beaucoup de familles réservent ce groupe en ce moment. Veuillez réessayer dans quelques secondes.`)
};

/**
* | output |
* | --- |
* | "Many families are booking this group right now. Please try again in a few seconds." |
*
* @param {Group_BusyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const group_busy = /** @type {((inputs?: Group_BusyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_BusyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_group_busy(inputs)
	return en_group_busy(inputs)
});