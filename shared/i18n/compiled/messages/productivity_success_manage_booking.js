/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Manage_BookingInputs */

const en_productivity_success_manage_booking = /** @type {(inputs: Productivity_Success_Manage_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your booking`)
};

const fr_productivity_success_manage_booking = /** @type {(inputs: Productivity_Success_Manage_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer votre réservation`)
};

/**
* | output |
* | --- |
* | "Manage your booking" |
*
* @param {Productivity_Success_Manage_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_manage_booking = /** @type {((inputs?: Productivity_Success_Manage_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Manage_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_manage_booking(inputs)
	return en_productivity_success_manage_booking(inputs)
});