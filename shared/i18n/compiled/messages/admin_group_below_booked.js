/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown> }} Admin_Group_Below_BookedInputs */

const en_admin_group_below_booked = /** @type {(inputs: Admin_Group_Below_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The capacity cannot be below the seats already booked or held (${i?.booked}).`)
};

const fr_admin_group_below_booked = /** @type {(inputs: Admin_Group_Below_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacité ne peut pas être inférieure aux places déjà réservées ou retenues (${i?.booked}).`)
};

/**
* | output |
* | --- |
* | "The capacity cannot be below the seats already booked or held ({booked})." |
*
* @param {Admin_Group_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_below_booked = /** @type {((inputs: Admin_Group_Below_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Group_Below_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_group_below_booked(inputs)
	return en_admin_group_below_booked(inputs)
});