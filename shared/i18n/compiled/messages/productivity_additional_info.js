/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Additional_InfoInputs */

const en_productivity_additional_info = /** @type {(inputs: Productivity_Additional_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Additional Information`)
};

const fr_productivity_additional_info = /** @type {(inputs: Productivity_Additional_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations complémentaires`)
};

/**
* | output |
* | --- |
* | "Additional Information" |
*
* @param {Productivity_Additional_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_additional_info = /** @type {((inputs?: Productivity_Additional_InfoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Additional_InfoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_additional_info(inputs)
	return en_productivity_additional_info(inputs)
});