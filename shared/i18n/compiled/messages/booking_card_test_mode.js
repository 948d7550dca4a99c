/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paid: NonNullable<unknown>, declined: NonNullable<unknown> }} Booking_Card_Test_ModeInputs */

const en_booking_card_test_mode = /** @type {(inputs: Booking_Card_Test_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Test mode: no card is charged. Use ${i?.paid} (paid) or ${i?.declined} (declined), any future date and any CVC.`)
};

const fr_booking_card_test_mode = /** @type {(inputs: Booking_Card_Test_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mode test : aucune carte n'est débitée. Utilisez ${i?.paid} (payée) ou ${i?.declined} (refusée), une date future et un CVC quelconques.`)
};

/**
* | output |
* | --- |
* | "Test mode: no card is charged. Use {paid} (paid) or {declined} (declined), any future date and any CVC." |
*
* @param {Booking_Card_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_card_test_mode = /** @type {((inputs: Booking_Card_Test_ModeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Card_Test_ModeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_card_test_mode(inputs)
	return en_booking_card_test_mode(inputs)
});