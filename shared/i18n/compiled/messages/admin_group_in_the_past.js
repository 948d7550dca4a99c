/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_In_The_PastInputs */

const en_admin_group_in_the_past = /** @type {(inputs: Admin_Group_In_The_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group's first session would be in the past: choose a date to come.`)
};

const fr_admin_group_in_the_past = /** @type {(inputs: Admin_Group_In_The_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le premier cours de ce groupe serait dans le passé : choisissez une date à venir.`)
};

/**
* | output |
* | --- |
* | "This group's first session would be in the past: choose a date to come." |
*
* @param {Admin_Group_In_The_PastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_in_the_past = /** @type {((inputs?: Admin_Group_In_The_PastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_In_The_PastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_in_the_past(inputs)
	return en_admin_group_in_the_past(inputs)
});