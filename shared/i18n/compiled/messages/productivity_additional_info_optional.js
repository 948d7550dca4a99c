/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Additional_Info_OptionalInputs */

const en_productivity_additional_info_optional = /** @type {(inputs: Productivity_Additional_Info_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Additional Information (optional)`)
};

const fr_productivity_additional_info_optional = /** @type {(inputs: Productivity_Additional_Info_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations complémentaires (facultatif)`)
};

/**
* | output |
* | --- |
* | "Additional Information (optional)" |
*
* @param {Productivity_Additional_Info_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_additional_info_optional = /** @type {((inputs?: Productivity_Additional_Info_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Additional_Info_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_additional_info_optional(inputs)
	return en_productivity_additional_info_optional(inputs)
});