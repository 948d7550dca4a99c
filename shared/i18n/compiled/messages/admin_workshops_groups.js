/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_GroupsInputs */

const en_admin_workshops_groups = /** @type {(inputs: Admin_Workshops_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups`)
};

const fr_admin_workshops_groups = /** @type {(inputs: Admin_Workshops_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes`)
};

/**
* | output |
* | --- |
* | "Groups" |
*
* @param {Admin_Workshops_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_groups = /** @type {((inputs?: Admin_Workshops_GroupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_GroupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_groups(inputs)
	return en_admin_workshops_groups(inputs)
});