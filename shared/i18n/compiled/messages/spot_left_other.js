/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Spot_Left_OtherInputs */

const en_spot_left_other = /** @type {(inputs: Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spots left`)
};

const fr_spot_left_other = /** @type {(inputs: Spot_Left_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places restantes`)
};

/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const spot_left_other = /** @type {((inputs?: Spot_Left_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Spot_Left_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_spot_left_other(inputs)
	return en_spot_left_other(inputs)
});