/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Spot_OneInputs */

const en_workshops_spot_one = /** @type {(inputs: Workshops_Spot_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spot`)
};

const fr_workshops_spot_one = /** @type {(inputs: Workshops_Spot_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`place`)
};

/**
* | output |
* | --- |
* | "spot" |
*
* @param {Workshops_Spot_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_spot_one = /** @type {((inputs?: Workshops_Spot_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Spot_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_spot_one(inputs)
	return en_workshops_spot_one(inputs)
});