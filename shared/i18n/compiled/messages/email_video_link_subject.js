/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Email_Video_Link_SubjectInputs */

const en_email_video_link_subject = /** @type {(inputs: Email_Video_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your video link for ${i?.workshopTitle}`)
};

const fr_email_video_link_subject = /** @type {(inputs: Email_Video_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre lien vidéo pour ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Your video link for {workshopTitle}" |
*
* @param {Email_Video_Link_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_subject = /** @type {((inputs: Email_Video_Link_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Video_Link_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_video_link_subject(inputs)
	return en_email_video_link_subject(inputs)
});