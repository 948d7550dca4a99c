/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Col_SeatsInputs */

const en_admin_groups_col_seats = /** @type {(inputs: Admin_Groups_Col_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

const fr_admin_groups_col_seats = /** @type {(inputs: Admin_Groups_Col_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Admin_Groups_Col_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_col_seats = /** @type {((inputs?: Admin_Groups_Col_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Col_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_col_seats(inputs)
	return en_admin_groups_col_seats(inputs)
});