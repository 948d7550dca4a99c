/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Session_CountInputs */

const en_admin_groups_field_session_count = /** @type {(inputs: Admin_Groups_Field_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of sessions`)
};

const fr_admin_groups_field_session_count = /** @type {(inputs: Admin_Groups_Field_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de séances`)
};

/**
* | output |
* | --- |
* | "Number of sessions" |
*
* @param {Admin_Groups_Field_Session_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_session_count = /** @type {((inputs?: Admin_Groups_Field_Session_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Session_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_session_count(inputs)
	return en_admin_groups_field_session_count(inputs)
});