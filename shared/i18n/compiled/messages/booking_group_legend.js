/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Group_LegendInputs */

const en_booking_group_legend = /** @type {(inputs: Booking_Group_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your group`)
};

const fr_booking_group_legend = /** @type {(inputs: Booking_Group_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre groupe`)
};

/**
* | output |
* | --- |
* | "Choose your group" |
*
* @param {Booking_Group_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_group_legend = /** @type {((inputs?: Booking_Group_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Group_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_group_legend(inputs)
	return en_booking_group_legend(inputs)
});