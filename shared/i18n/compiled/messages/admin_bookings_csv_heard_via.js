/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bookings_Csv_Heard_ViaInputs */

const en_admin_bookings_csv_heard_via = /** @type {(inputs: Admin_Bookings_Csv_Heard_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heard of us via`)
};

const fr_admin_bookings_csv_heard_via = /** @type {(inputs: Admin_Bookings_Csv_Heard_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connu par`)
};

/**
* | output |
* | --- |
* | "Heard of us via" |
*
* @param {Admin_Bookings_Csv_Heard_ViaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_csv_heard_via = /** @type {((inputs?: Admin_Bookings_Csv_Heard_ViaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Csv_Heard_ViaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_csv_heard_via(inputs)
	return en_admin_bookings_csv_heard_via(inputs)
});