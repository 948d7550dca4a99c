/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Productivity_SavingInputs */

const en_productivity_saving = /** @type {(inputs: Productivity_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.amount} versus individual sessions`)
};

const fr_productivity_saving = /** @type {(inputs: Productivity_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} d'économie par rapport à des séances individuelles`)
};

/**
* | output |
* | --- |
* | "Save {amount} versus individual sessions" |
*
* @param {Productivity_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_saving = /** @type {((inputs: Productivity_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_saving(inputs)
	return en_productivity_saving(inputs)
});