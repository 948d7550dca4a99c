/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_CreatedInputs */

const en_admin_groups_created = /** @type {(inputs: Admin_Groups_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group created.`)
};

const fr_admin_groups_created = /** @type {(inputs: Admin_Groups_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe créé.`)
};

/**
* | output |
* | --- |
* | "Group created." |
*
* @param {Admin_Groups_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_created = /** @type {((inputs?: Admin_Groups_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_created(inputs)
	return en_admin_groups_created(inputs)
});