/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_First_DateInputs */

const en_admin_groups_field_first_date = /** @type {(inputs: Admin_Groups_Field_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First session's date`)
};

const fr_admin_groups_field_first_date = /** @type {(inputs: Admin_Groups_Field_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date du premier cours`)
};

/**
* | output |
* | --- |
* | "First session's date" |
*
* @param {Admin_Groups_Field_First_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_first_date = /** @type {((inputs?: Admin_Groups_Field_First_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_First_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_first_date(inputs)
	return en_admin_groups_field_first_date(inputs)
});