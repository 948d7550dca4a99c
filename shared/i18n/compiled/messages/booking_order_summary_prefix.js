/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Order_Summary_PrefixInputs */

const en_booking_order_summary_prefix = /** @type {(inputs: Booking_Order_Summary_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary:`)
};

const fr_booking_order_summary_prefix = /** @type {(inputs: Booking_Order_Summary_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif de la commande :`)
};

/**
* | output |
* | --- |
* | "Order summary:" |
*
* @param {Booking_Order_Summary_PrefixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_order_summary_prefix = /** @type {((inputs?: Booking_Order_Summary_PrefixInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Order_Summary_PrefixInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_order_summary_prefix(inputs)
	return en_booking_order_summary_prefix(inputs)
});