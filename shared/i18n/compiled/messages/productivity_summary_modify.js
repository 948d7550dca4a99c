/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Summary_ModifyInputs */

const en_productivity_summary_modify = /** @type {(inputs: Productivity_Summary_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modify`)
};

const fr_productivity_summary_modify = /** @type {(inputs: Productivity_Summary_ModifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

/**
* | output |
* | --- |
* | "Modify" |
*
* @param {Productivity_Summary_ModifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_modify = /** @type {((inputs?: Productivity_Summary_ModifyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Summary_ModifyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_summary_modify(inputs)
	return en_productivity_summary_modify(inputs)
});