/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Spot_Left_OtherInputs */

const en_productivity_spot_left_other = /** @type {(inputs: Productivity_Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spots left`)
};

const fr_productivity_spot_left_other = /** @type {(inputs: Productivity_Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places restantes`)
};

/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Productivity_Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_spot_left_other = /** @type {((inputs?: Productivity_Spot_Left_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Spot_Left_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_spot_left_other(inputs)
	return en_productivity_spot_left_other(inputs)
});