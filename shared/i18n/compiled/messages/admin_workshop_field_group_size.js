/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_Group_SizeInputs */

const en_admin_workshop_field_group_size = /** @type {(inputs: Admin_Workshop_Field_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group size`)
};

const fr_admin_workshop_field_group_size = /** @type {(inputs: Admin_Workshop_Field_Group_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille du groupe`)
};

/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Admin_Workshop_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_group_size = /** @type {((inputs?: Admin_Workshop_Field_Group_SizeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_Group_SizeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_group_size(inputs)
	return en_admin_workshop_field_group_size(inputs)
});