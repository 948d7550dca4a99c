/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Buy_NowInputs */

const en_workshops_buy_now = /** @type {(inputs: Workshops_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy Now`)
};

const fr_workshops_buy_now = /** @type {(inputs: Workshops_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acheter maintenant`)
};

/**
* | output |
* | --- |
* | "Buy Now" |
*
* @param {Workshops_Buy_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_buy_now = /** @type {((inputs?: Workshops_Buy_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Buy_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_buy_now(inputs)
	return en_workshops_buy_now(inputs)
});