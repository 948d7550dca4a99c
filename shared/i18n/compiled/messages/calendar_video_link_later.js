/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Video_Link_LaterInputs */

const en_calendar_video_link_later = /** @type {(inputs: Calendar_Video_Link_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link arrives by e-mail before the first session.`)
};

const fr_calendar_video_link_later = /** @type {(inputs: Calendar_Video_Link_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vidéo arrive par e-mail avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video link arrives by e-mail before the first session." |
*
* @param {Calendar_Video_Link_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const calendar_video_link_later = /** @type {((inputs?: Calendar_Video_Link_LaterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Video_Link_LaterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_calendar_video_link_later(inputs)
	return en_calendar_video_link_later(inputs)
});