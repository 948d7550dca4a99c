/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, firstSession: NonNullable<unknown> }} Admin_Dashboard_Missing_Link_GroupInputs */

const en_admin_dashboard_missing_link_group = /** @type {(inputs: Admin_Dashboard_Missing_Link_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.workshopTitle}: first session ${i?.firstSession}`)
};

const fr_admin_dashboard_missing_link_group = /** @type {(inputs: Admin_Dashboard_Missing_Link_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.workshopTitle} : premier cours ${i?.firstSession}`)
};

/**
* | output |
* | --- |
* | "{workshopTitle}: first session {firstSession}" |
*
* @param {Admin_Dashboard_Missing_Link_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_link_group = /** @type {((inputs: Admin_Dashboard_Missing_Link_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Missing_Link_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_missing_link_group(inputs)
	return en_admin_dashboard_missing_link_group(inputs)
});