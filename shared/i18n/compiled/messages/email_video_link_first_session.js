/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, workshopTitle: NonNullable<unknown>, when: NonNullable<unknown> }} Email_Video_Link_First_SessionInputs */

const en_email_video_link_first_session = /** @type {(inputs: Email_Video_Link_First_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenName}'s first session of ${i?.workshopTitle} is on ${i?.when}.`)
};

const fr_email_video_link_first_session = /** @type {(inputs: Email_Video_Link_First_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La première séance de ${i?.workshopTitle} pour ${i?.teenName} a lieu le ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{teenName}'s first session of {workshopTitle} is on {when}." |
*
* @param {Email_Video_Link_First_SessionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_first_session = /** @type {((inputs: Email_Video_Link_First_SessionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Video_Link_First_SessionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_video_link_first_session(inputs)
	return en_email_video_link_first_session(inputs)
});