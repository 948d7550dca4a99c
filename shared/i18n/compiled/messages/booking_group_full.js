/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Group_FullInputs */

const en_booking_group_full = /** @type {(inputs: Booking_Group_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is now full. Please choose another group.`)
};

const fr_booking_group_full = /** @type {(inputs: Booking_Group_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est maintenant complet. Veuillez en choisir un autre.`)
};

/**
* | output |
* | --- |
* | "This group is now full. Please choose another group." |
*
* @param {Booking_Group_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_group_full = /** @type {((inputs?: Booking_Group_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Group_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_group_full(inputs)
	return en_booking_group_full(inputs)
});