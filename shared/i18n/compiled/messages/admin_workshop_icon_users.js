/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_UsersInputs */

const en_admin_workshop_icon_users = /** @type {(inputs: Admin_Workshop_Icon_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const fr_admin_workshop_icon_users = /** @type {(inputs: Admin_Workshop_Icon_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Admin_Workshop_Icon_UsersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_users = /** @type {((inputs?: Admin_Workshop_Icon_UsersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_UsersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_users(inputs)
	return en_admin_workshop_icon_users(inputs)
});