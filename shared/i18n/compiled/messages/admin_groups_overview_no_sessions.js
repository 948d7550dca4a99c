/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Overview_No_SessionsInputs */

const en_admin_groups_overview_no_sessions = /** @type {(inputs: Admin_Groups_Overview_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sessions planned.`)
};

const fr_admin_groups_overview_no_sessions = /** @type {(inputs: Admin_Groups_Overview_No_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune séance prévue.`)
};

/**
* | output |
* | --- |
* | "No sessions planned." |
*
* @param {Admin_Groups_Overview_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_no_sessions = /** @type {((inputs?: Admin_Groups_Overview_No_SessionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Overview_No_SessionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_overview_no_sessions(inputs)
	return en_admin_groups_overview_no_sessions(inputs)
});