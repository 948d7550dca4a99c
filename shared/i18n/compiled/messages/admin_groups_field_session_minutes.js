/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Field_Session_MinutesInputs */

const en_admin_groups_field_session_minutes = /** @type {(inputs: Admin_Groups_Field_Session_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length of a session (minutes)`)
};

const fr_admin_groups_field_session_minutes = /** @type {(inputs: Admin_Groups_Field_Session_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée d'une séance (minutes)`)
};

/**
* | output |
* | --- |
* | "Length of a session (minutes)" |
*
* @param {Admin_Groups_Field_Session_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_session_minutes = /** @type {((inputs?: Admin_Groups_Field_Session_MinutesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Field_Session_MinutesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_field_session_minutes(inputs)
	return en_admin_groups_field_session_minutes(inputs)
});