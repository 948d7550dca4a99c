/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Reserve_SpotInputs */

const en_workshops_reserve_spot = /** @type {(inputs: Workshops_Reserve_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserve Your Spot`)
};

const fr_workshops_reserve_spot = /** @type {(inputs: Workshops_Reserve_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver votre place`)
};

/**
* | output |
* | --- |
* | "Reserve Your Spot" |
*
* @param {Workshops_Reserve_SpotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_reserve_spot = /** @type {((inputs?: Workshops_Reserve_SpotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Reserve_SpotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_reserve_spot(inputs)
	return en_workshops_reserve_spot(inputs)
});