/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Next_Step_GroupInputs */

const en_email_booking_next_step_group = /** @type {(inputs: Email_Booking_Next_Step_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs.`)
};

const fr_email_booking_next_step_group = /** @type {(inputs: Email_Booking_Next_Step_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les séances ont lieu en direct, en petit groupe de 4 à 6 adolescents ; un endroit calme et un cahier suffisent à votre adolescent.`)
};

/**
* | output |
* | --- |
* | "Sessions are live, in a small group of 4-6 teens; a quiet spot and a notebook are all your teen needs." |
*
* @param {Email_Booking_Next_Step_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_group = /** @type {((inputs?: Email_Booking_Next_Step_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Next_Step_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_next_step_group(inputs)
	return en_email_booking_next_step_group(inputs)
});