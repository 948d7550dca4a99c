/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Booking_Group_LineInputs */

const en_booking_group_line = /** @type {(inputs: Booking_Group_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group: ${i?.group}`)
};

const fr_booking_group_line = /** @type {(inputs: Booking_Group_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupe : ${i?.group}`)
};

/**
* | output |
* | --- |
* | "Group: {group}" |
*
* @param {Booking_Group_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_group_line = /** @type {((inputs: Booking_Group_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Group_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_group_line(inputs)
	return en_booking_group_line(inputs)
});