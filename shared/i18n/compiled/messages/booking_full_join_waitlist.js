/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Full_Join_WaitlistInputs */

const en_booking_full_join_waitlist = /** @type {(inputs: Booking_Full_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the Waiting List`)
};

const fr_booking_full_join_waitlist = /** @type {(inputs: Booking_Full_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

/**
* | output |
* | --- |
* | "Join the Waiting List" |
*
* @param {Booking_Full_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_full_join_waitlist = /** @type {((inputs?: Booking_Full_Join_WaitlistInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Full_Join_WaitlistInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_full_join_waitlist(inputs)
	return en_booking_full_join_waitlist(inputs)
});