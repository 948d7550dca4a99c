/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_DurationInputs */

const en_admin_workshop_field_duration = /** @type {(inputs: Admin_Workshop_Field_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration *`)
};

const fr_admin_workshop_field_duration = /** @type {(inputs: Admin_Workshop_Field_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée *`)
};

/**
* | output |
* | --- |
* | "Duration *" |
*
* @param {Admin_Workshop_Field_DurationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_duration = /** @type {((inputs?: Admin_Workshop_Field_DurationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_DurationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_duration(inputs)
	return en_admin_workshop_field_duration(inputs)
});