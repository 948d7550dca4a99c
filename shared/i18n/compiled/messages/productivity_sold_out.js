/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Sold_OutInputs */

const en_productivity_sold_out = /** @type {(inputs: Productivity_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this schedule option has just sold out. Please choose another one.`)
};

const fr_productivity_sold_out = /** @type {(inputs: Productivity_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désolé, ce créneau vient d'être complet. Veuillez en choisir un autre.`)
};

/**
* | output |
* | --- |
* | "Sorry, this schedule option has just sold out. Please choose another one." |
*
* @param {Productivity_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_sold_out = /** @type {((inputs?: Productivity_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_sold_out(inputs)
	return en_productivity_sold_out(inputs)
});