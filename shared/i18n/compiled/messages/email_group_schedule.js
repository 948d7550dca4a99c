/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, dates: NonNullable<unknown> }} Email_Group_ScheduleInputs */

const en_email_group_schedule = /** @type {(inputs: Email_Group_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.dates}.`)
};

const fr_email_group_schedule = /** @type {(inputs: Email_Group_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.dates}.`)
};

/**
* | output |
* | --- |
* | "{when}, {dates}." |
*
* @param {Email_Group_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_schedule = /** @type {((inputs: Email_Group_ScheduleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_ScheduleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_schedule(inputs)
	return en_email_group_schedule(inputs)
});