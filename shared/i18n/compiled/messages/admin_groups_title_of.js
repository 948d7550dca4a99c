/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Admin_Groups_Title_OfInputs */

const en_admin_groups_title_of = /** @type {(inputs: Admin_Groups_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groups · ${i?.workshopTitle}`)
};

const fr_admin_groups_title_of = /** @type {(inputs: Admin_Groups_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupes · ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Groups · {workshopTitle}" |
*
* @param {Admin_Groups_Title_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_title_of = /** @type {((inputs: Admin_Groups_Title_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Title_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_title_of(inputs)
	return en_admin_groups_title_of(inputs)
});