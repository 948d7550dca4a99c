/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Proceed_SummaryInputs */

const en_productivity_proceed_summary = /** @type {(inputs: Productivity_Proceed_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proceed to Order Summary`)
};

const fr_productivity_proceed_summary = /** @type {(inputs: Productivity_Proceed_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le récapitulatif de la commande`)
};

/**
* | output |
* | --- |
* | "Proceed to Order Summary" |
*
* @param {Productivity_Proceed_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_proceed_summary = /** @type {((inputs?: Productivity_Proceed_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Proceed_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_proceed_summary(inputs)
	return en_productivity_proceed_summary(inputs)
});