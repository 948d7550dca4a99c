/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Unknown_ActionInputs */

const en_admin_groups_unknown_action = /** @type {(inputs: Admin_Groups_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown action.`)
};

const fr_admin_groups_unknown_action = /** @type {(inputs: Admin_Groups_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action inconnue.`)
};

/**
* | output |
* | --- |
* | "Unknown action." |
*
* @param {Admin_Groups_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_unknown_action = /** @type {((inputs?: Admin_Groups_Unknown_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Unknown_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_unknown_action(inputs)
	return en_admin_groups_unknown_action(inputs)
});