/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, capacity: NonNullable<unknown> }} Admin_Roster_CountInputs */

const en_admin_roster_count = /** @type {(inputs: Admin_Roster_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}/${i?.capacity} participants`)
};

const fr_admin_roster_count = /** @type {(inputs: Admin_Roster_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}/${i?.capacity} participants`)
};

/**
* | output |
* | --- |
* | "{count}/{capacity} participants" |
*
* @param {Admin_Roster_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_roster_count = /** @type {((inputs: Admin_Roster_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Roster_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_roster_count(inputs)
	return en_admin_roster_count(inputs)
});