/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_PriceInputs */

const en_admin_workshop_field_price = /** @type {(inputs: Admin_Workshop_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price (€) *`)
};

const fr_admin_workshop_field_price = /** @type {(inputs: Admin_Workshop_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix (€) *`)
};

/**
* | output |
* | --- |
* | "Price (€) *" |
*
* @param {Admin_Workshop_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_price = /** @type {((inputs?: Admin_Workshop_Field_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_price(inputs)
	return en_admin_workshop_field_price(inputs)
});