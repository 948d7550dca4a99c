/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Field_SessionsInputs */

const en_admin_workshop_field_sessions = /** @type {(inputs: Admin_Workshop_Field_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

const fr_admin_workshop_field_sessions = /** @type {(inputs: Admin_Workshop_Field_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séances`)
};

/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Admin_Workshop_Field_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_sessions = /** @type {((inputs?: Admin_Workshop_Field_SessionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Field_SessionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_field_sessions(inputs)
	return en_admin_workshop_field_sessions(inputs)
});