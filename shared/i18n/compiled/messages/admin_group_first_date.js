/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_First_DateInputs */

const en_admin_group_first_date = /** @type {(inputs: Admin_Group_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first session's date is required (YYYY-MM-DD).`)
};

const fr_admin_group_first_date = /** @type {(inputs: Admin_Group_First_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date du premier cours est requise (AAAA-MM-JJ).`)
};

/**
* | output |
* | --- |
* | "The first session's date is required (YYYY-MM-DD)." |
*
* @param {Admin_Group_First_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_first_date = /** @type {((inputs?: Admin_Group_First_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_First_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_first_date(inputs)
	return en_admin_group_first_date(inputs)
});