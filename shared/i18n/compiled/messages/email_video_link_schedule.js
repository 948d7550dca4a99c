/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, dates: NonNullable<unknown> }} Email_Video_Link_ScheduleInputs */

const en_email_video_link_schedule = /** @type {(inputs: Email_Video_Link_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sessions: ${i?.when}, ${i?.dates}.`)
};

const fr_email_video_link_schedule = /** @type {(inputs: Email_Video_Link_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Séances : ${i?.when}, ${i?.dates}.`)
};

/**
* | output |
* | --- |
* | "Sessions: {when}, {dates}." |
*
* @param {Email_Video_Link_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_schedule = /** @type {((inputs: Email_Video_Link_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Video_Link_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_video_link_schedule(inputs)
	return en_email_video_link_schedule(inputs)
});