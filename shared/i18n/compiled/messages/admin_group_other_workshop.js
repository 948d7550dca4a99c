/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Group_Other_WorkshopInputs */

const en_admin_group_other_workshop = /** @type {(inputs: Admin_Group_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group belongs to another workshop.`)
};

const fr_admin_group_other_workshop = /** @type {(inputs: Admin_Group_Other_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe appartient à un autre atelier.`)
};

/**
* | output |
* | --- |
* | "This group belongs to another workshop." |
*
* @param {Admin_Group_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_other_workshop = /** @type {((inputs?: Admin_Group_Other_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Other_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_other_workshop(inputs)
	return en_admin_group_other_workshop(inputs)
});