/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Video_LinkInputs */

const en_booking_page_video_link = /** @type {(inputs: Booking_Page_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video link:`)
};

const fr_booking_page_video_link = /** @type {(inputs: Booking_Page_Video_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vidéo :`)
};

/**
* | output |
* | --- |
* | "Video link:" |
*
* @param {Booking_Page_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_video_link = /** @type {((inputs?: Booking_Page_Video_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Video_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_video_link(inputs)
	return en_booking_page_video_link(inputs)
});