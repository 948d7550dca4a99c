/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Spot_OtherInputs */

const en_workshops_spot_other = /** @type {(inputs: Workshops_Spot_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spots`)
};

const fr_workshops_spot_other = /** @type {(inputs: Workshops_Spot_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`places`)
};

/**
* | output |
* | --- |
* | "spots" |
*
* @param {Workshops_Spot_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_spot_other = /** @type {((inputs?: Workshops_Spot_OtherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Spot_OtherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_spot_other(inputs)
	return en_workshops_spot_other(inputs)
});