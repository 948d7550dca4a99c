/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_ReopenedInputs */

const en_admin_groups_reopened = /** @type {(inputs: Admin_Groups_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group reopened.`)
};

const fr_admin_groups_reopened = /** @type {(inputs: Admin_Groups_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe rouvert.`)
};

/**
* | output |
* | --- |
* | "Group reopened." |
*
* @param {Admin_Groups_ReopenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_reopened = /** @type {((inputs?: Admin_Groups_ReopenedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_ReopenedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_reopened(inputs)
	return en_admin_groups_reopened(inputs)
});