/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Workshops_Groups_OfInputs */

const en_admin_workshops_groups_of = /** @type {(inputs: Admin_Workshops_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groups of ${i?.title}`)
};

const fr_admin_workshops_groups_of = /** @type {(inputs: Admin_Workshops_Groups_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupes de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Groups of {title}" |
*
* @param {Admin_Workshops_Groups_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_groups_of = /** @type {((inputs: Admin_Workshops_Groups_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Groups_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_groups_of(inputs)
	return en_admin_workshops_groups_of(inputs)
});