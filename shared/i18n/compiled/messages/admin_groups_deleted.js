/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_DeletedInputs */

const en_admin_groups_deleted = /** @type {(inputs: Admin_Groups_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group deleted.`)
};

const fr_admin_groups_deleted = /** @type {(inputs: Admin_Groups_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe supprimé.`)
};

/**
* | output |
* | --- |
* | "Group deleted." |
*
* @param {Admin_Groups_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_deleted = /** @type {((inputs?: Admin_Groups_DeletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_DeletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_deleted(inputs)
	return en_admin_groups_deleted(inputs)
});