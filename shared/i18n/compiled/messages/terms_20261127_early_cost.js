/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Early_CostInputs */

const en_terms_20261127_early_cost = /** @type {(inputs: Terms_20261127_Early_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Having asked, you keep your withdrawal right, and what you get back is said in the first rule above.`)
};

const fr_terms_20261127_early_cost = /** @type {(inputs: Terms_20261127_Early_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après cette demande, vous gardez votre droit de rétractation, et ce qui vous est rendu est indiqué dans la première règle ci-dessus.`)
};

/**
* | output |
* | --- |
* | "Having asked, you keep your withdrawal right, and what you get back is said in the first rule above." |
*
* @param {Terms_20261127_Early_CostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_early_cost = /** @type {((inputs?: Terms_20261127_Early_CostInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Early_CostInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_early_cost(inputs)
	return en_terms_20261127_early_cost(inputs)
});