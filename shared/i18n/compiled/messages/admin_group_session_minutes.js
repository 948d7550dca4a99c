/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Session_MinutesInputs */

const en_admin_group_session_minutes = /** @type {(inputs: Admin_Group_Session_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A session's length must be a number of minutes between 15 and 480.`)
};

const fr_admin_group_session_minutes = /** @type {(inputs: Admin_Group_Session_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée d'une séance doit être un nombre de minutes entre 15 et 480.`)
};

/**
* | output |
* | --- |
* | "A session's length must be a number of minutes between 15 and 480." |
*
* @param {Admin_Group_Session_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_session_minutes = /** @type {((inputs?: Admin_Group_Session_MinutesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Session_MinutesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_session_minutes(inputs)
	return en_admin_group_session_minutes(inputs)
});