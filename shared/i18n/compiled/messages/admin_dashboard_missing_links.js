/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Missing_LinksInputs */

const en_admin_dashboard_missing_links = /** @type {(inputs: Admin_Dashboard_Missing_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups without a video link less than 48 hours before the first session`)
};

const fr_admin_dashboard_missing_links = /** @type {(inputs: Admin_Dashboard_Missing_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes sans lien visio à moins de 48 heures du premier cours`)
};

/**
* | output |
* | --- |
* | "Groups without a video link less than 48 hours before the first session" |
*
* @param {Admin_Dashboard_Missing_LinksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_links = /** @type {((inputs?: Admin_Dashboard_Missing_LinksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Missing_LinksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_missing_links(inputs)
	return en_admin_dashboard_missing_links(inputs)
});