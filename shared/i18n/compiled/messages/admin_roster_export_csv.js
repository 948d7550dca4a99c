/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Roster_Export_CsvInputs */

const en_admin_roster_export_csv = /** @type {(inputs: Admin_Roster_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export as CSV`)
};

const fr_admin_roster_export_csv = /** @type {(inputs: Admin_Roster_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

/**
* | output |
* | --- |
* | "Export as CSV" |
*
* @param {Admin_Roster_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_export_csv = /** @type {((inputs?: Admin_Roster_Export_CsvInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_Export_CsvInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_export_csv(inputs)
	return en_admin_roster_export_csv(inputs)
});