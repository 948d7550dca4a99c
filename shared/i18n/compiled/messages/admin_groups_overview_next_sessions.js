/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Overview_Next_SessionsInputs */

const en_admin_groups_overview_next_sessions = /** @type {(inputs: Admin_Groups_Overview_Next_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next sessions`)
};

const fr_admin_groups_overview_next_sessions = /** @type {(inputs: Admin_Groups_Overview_Next_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines séances`)
};

/**
* | output |
* | --- |
* | "Next sessions" |
*
* @param {Admin_Groups_Overview_Next_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_next_sessions = /** @type {((inputs?: Admin_Groups_Overview_Next_SessionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Overview_Next_SessionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_overview_next_sessions(inputs)
	return en_admin_groups_overview_next_sessions(inputs)
});