/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_CapacityInputs */

const en_admin_group_capacity = /** @type {(inputs: Admin_Group_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The capacity must be a whole number of seats, at least 1.`)
};

const fr_admin_group_capacity = /** @type {(inputs: Admin_Group_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité doit être un nombre entier de places, au moins 1.`)
};

/**
* | output |
* | --- |
* | "The capacity must be a whole number of seats, at least 1." |
*
* @param {Admin_Group_CapacityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_capacity = /** @type {((inputs?: Admin_Group_CapacityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_CapacityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_capacity(inputs)
	return en_admin_group_capacity(inputs)
});