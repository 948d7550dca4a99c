/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_EmptyInputs */

const en_admin_groups_empty = /** @type {(inputs: Admin_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups for this workshop.`)
};

const fr_admin_groups_empty = /** @type {(inputs: Admin_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe pour cet atelier.`)
};

/**
* | output |
* | --- |
* | "No groups for this workshop." |
*
* @param {Admin_Groups_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_empty = /** @type {((inputs?: Admin_Groups_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_empty(inputs)
	return en_admin_groups_empty(inputs)
});