/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_CreateInputs */

const en_admin_groups_create = /** @type {(inputs: Admin_Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the group`)
};

const fr_admin_groups_create = /** @type {(inputs: Admin_Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le groupe`)
};

/**
* | output |
* | --- |
* | "Create the group" |
*
* @param {Admin_Groups_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_create = /** @type {((inputs?: Admin_Groups_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_create(inputs)
	return en_admin_groups_create(inputs)
});