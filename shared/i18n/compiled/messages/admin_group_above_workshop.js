/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Group_Above_WorkshopInputs */

const en_admin_group_above_workshop = /** @type {(inputs: Admin_Group_Above_WorkshopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The capacity cannot exceed ${i?.max} seats, the workshop's maximum.`)
};

const fr_admin_group_above_workshop = /** @type {(inputs: Admin_Group_Above_WorkshopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacité ne peut pas dépasser ${i?.max} places, le maximum de l'atelier.`)
};

/**
* | output |
* | --- |
* | "The capacity cannot exceed {max} seats, the workshop's maximum." |
*
* @param {Admin_Group_Above_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_above_workshop = /** @type {((inputs: Admin_Group_Above_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Above_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_above_workshop(inputs)
	return en_admin_group_above_workshop(inputs)
});