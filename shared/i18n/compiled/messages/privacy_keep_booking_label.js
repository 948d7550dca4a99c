/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Booking_LabelInputs */

const en_privacy_keep_booking_label = /** @type {(inputs: Privacy_Keep_Booking_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking's reference, dates and amounts, and your name and e-mail address`)
};

const fr_privacy_keep_booking_label = /** @type {(inputs: Privacy_Keep_Booking_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La référence, les dates et les montants de la réservation, ainsi que votre nom et votre adresse e-mail`)
};

/**
* | output |
* | --- |
* | "The booking's reference, dates and amounts, and your name and e-mail address" |
*
* @param {Privacy_Keep_Booking_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_booking_label = /** @type {((inputs?: Privacy_Keep_Booking_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Booking_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_booking_label(inputs)
	return en_privacy_keep_booking_label(inputs)
});