/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_Sort_OrderInputs */

const en_admin_workshop_field_sort_order = /** @type {(inputs: Admin_Workshop_Field_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display order`)
};

const fr_admin_workshop_field_sort_order = /** @type {(inputs: Admin_Workshop_Field_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre d'affichage`)
};

/**
* | output |
* | --- |
* | "Display order" |
*
* @param {Admin_Workshop_Field_Sort_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_sort_order = /** @type {((inputs?: Admin_Workshop_Field_Sort_OrderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_Sort_OrderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_sort_order(inputs)
	return en_admin_workshop_field_sort_order(inputs)
});