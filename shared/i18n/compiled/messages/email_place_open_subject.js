/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Email_Place_Open_SubjectInputs */

const en_email_place_open_subject = /** @type {(inputs: Email_Place_Open_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place is held for you in ${i?.workshopTitle}`)
};

const fr_email_place_open_subject = /** @type {(inputs: Email_Place_Open_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place vous est réservée dans ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "A place is held for you in {workshopTitle}" |
*
* @param {Email_Place_Open_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_subject = /** @type {((inputs: Email_Place_Open_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_subject(inputs)
	return en_email_place_open_subject(inputs)
});