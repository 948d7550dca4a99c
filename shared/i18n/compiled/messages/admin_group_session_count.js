/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Session_CountInputs */

const en_admin_group_session_count = /** @type {(inputs: Admin_Group_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of sessions must be a whole number between 1 and 52.`)
};

const fr_admin_group_session_count = /** @type {(inputs: Admin_Group_Session_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre de séances doit être un entier entre 1 et 52.`)
};

/**
* | output |
* | --- |
* | "The number of sessions must be a whole number between 1 and 52." |
*
* @param {Admin_Group_Session_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_session_count = /** @type {((inputs?: Admin_Group_Session_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Session_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_session_count(inputs)
	return en_admin_group_session_count(inputs)
});