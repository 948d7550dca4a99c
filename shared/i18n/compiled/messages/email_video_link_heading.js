/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Video_Link_HeadingInputs */

const en_email_video_link_heading = /** @type {(inputs: Email_Video_Link_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your video link`)
};

const fr_email_video_link_heading = /** @type {(inputs: Email_Video_Link_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien vidéo`)
};

/**
* | output |
* | --- |
* | "Your video link" |
*
* @param {Email_Video_Link_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_heading = /** @type {((inputs?: Email_Video_Link_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Video_Link_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_video_link_heading(inputs)
	return en_email_video_link_heading(inputs)
});