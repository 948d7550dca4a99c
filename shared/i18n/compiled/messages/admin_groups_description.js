/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maxSeats: NonNullable<unknown> }} Admin_Groups_DescriptionInputs */

const en_admin_groups_description = /** @type {(inputs: Admin_Groups_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each group has its own day, time and time zone; at most ${i?.maxSeats} seats.`)
};

const fr_admin_groups_description = /** @type {(inputs: Admin_Groups_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque groupe a son jour, son heure et son fuseau horaire ; au plus ${i?.maxSeats} places.`)
};

/**
* | output |
* | --- |
* | "Each group has its own day, time and time zone; at most {maxSeats} seats." |
*
* @param {Admin_Groups_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_description = /** @type {((inputs: Admin_Groups_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_description(inputs)
	return en_admin_groups_description(inputs)
});