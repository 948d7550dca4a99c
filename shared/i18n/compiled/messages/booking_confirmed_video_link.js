/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_Video_LinkInputs */

const en_booking_confirmed_video_link = /** @type {(inputs: Booking_Confirmed_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link is sent 24 hours before the first session.`)
};

const fr_booking_confirmed_video_link = /** @type {(inputs: Booking_Confirmed_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vidéo est envoyé 24 heures avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video link is sent 24 hours before the first session." |
*
* @param {Booking_Confirmed_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_video_link = /** @type {((inputs?: Booking_Confirmed_Video_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_Video_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_video_link(inputs)
	return en_booking_confirmed_video_link(inputs)
});