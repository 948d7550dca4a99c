/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Parent_Email_HintInputs */

const en_booking_parent_email_hint = /** @type {(inputs: Booking_Parent_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your confirmation and the video link are sent here.`)
};

const fr_booking_parent_email_hint = /** @type {(inputs: Booking_Parent_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre confirmation et le lien vidéo sont envoyés à cette adresse.`)
};

/**
* | output |
* | --- |
* | "Your confirmation and the video link are sent here." |
*
* @param {Booking_Parent_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_parent_email_hint = /** @type {((inputs?: Booking_Parent_Email_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Parent_Email_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_parent_email_hint(inputs)
	return en_booking_parent_email_hint(inputs)
});