/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Required_FieldsInputs */

const en_productivity_required_fields = /** @type {(inputs: Productivity_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

const fr_productivity_required_fields = /** @type {(inputs: Productivity_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs obligatoires`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Productivity_Required_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_required_fields = /** @type {((inputs?: Productivity_Required_FieldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Required_FieldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_required_fields(inputs)
	return en_productivity_required_fields(inputs)
});