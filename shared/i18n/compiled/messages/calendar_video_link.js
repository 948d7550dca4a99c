/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Calendar_Video_LinkInputs */

const en_calendar_video_link = /** @type {(inputs: Calendar_Video_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video link: ${i?.url}`)
};

const fr_calendar_video_link = /** @type {(inputs: Calendar_Video_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lien vidéo : ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Video link: {url}" |
*
* @param {Calendar_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_video_link = /** @type {((inputs: Calendar_Video_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Video_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_calendar_video_link(inputs)
	return en_calendar_video_link(inputs)
});