/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Spot_Left_OneInputs */

const en_spot_left_one = /** @type {(inputs: Spot_Left_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spot left`)
};

const fr_spot_left_one = /** @type {(inputs: Spot_Left_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`place restante`)
};

/**
* | output |
* | --- |
* | "spot left" |
*
* @param {Spot_Left_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const spot_left_one = /** @type {((inputs?: Spot_Left_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Spot_Left_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_spot_left_one(inputs)
	return en_spot_left_one(inputs)
});