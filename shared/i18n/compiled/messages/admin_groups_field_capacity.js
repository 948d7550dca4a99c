/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_CapacityInputs */

const en_admin_groups_field_capacity = /** @type {(inputs: Admin_Groups_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity (seats)`)
};

const fr_admin_groups_field_capacity = /** @type {(inputs: Admin_Groups_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité (places)`)
};

/**
* | output |
* | --- |
* | "Capacity (seats)" |
*
* @param {Admin_Groups_Field_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_capacity = /** @type {((inputs?: Admin_Groups_Field_CapacityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_CapacityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_capacity(inputs)
	return en_admin_groups_field_capacity(inputs)
});