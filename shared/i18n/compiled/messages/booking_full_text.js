/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Booking_Full_TextInputs */

const en_booking_full_text = /** @type {(inputs: Booking_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every place in ${i?.title} is taken. Join the waiting list and we will write to you as soon as a place opens or a new group starts.`)
};

const fr_booking_full_text = /** @type {(inputs: Booking_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les places de ${i?.title} sont prises. Inscrivez-vous sur la liste d'attente et nous vous écrirons dès qu'une place se libère ou qu'un nouveau groupe commence.`)
};

/**
* | output |
* | --- |
* | "Every place in {title} is taken. Join the waiting list and we will write to you as soon as a place opens or a new group starts." |
*
* @param {Booking_Full_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_full_text = /** @type {((inputs: Booking_Full_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Full_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_full_text(inputs)
	return en_booking_full_text(inputs)
});