/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Search_PlaceholderInputs */

const en_admin_bookings_search_placeholder = /** @type {(inputs: Admin_Bookings_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent's or teen's name, or e-mail`)
};

const fr_admin_bookings_search_placeholder = /** @type {(inputs: Admin_Bookings_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du parent, de l'adolescent ou e-mail`)
};

/**
* | output |
* | --- |
* | "Parent's or teen's name, or e-mail" |
*
* @param {Admin_Bookings_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_search_placeholder = /** @type {((inputs?: Admin_Bookings_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_search_placeholder(inputs)
	return en_admin_bookings_search_placeholder(inputs)
});