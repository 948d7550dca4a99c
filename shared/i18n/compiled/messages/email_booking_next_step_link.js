/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Next_Step_LinkInputs */

const en_email_booking_next_step_link = /** @type {(inputs: Email_Booking_Next_Step_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video-call link arrives by e-mail 24 hours before the first session.`)
};

const fr_email_booking_next_step_link = /** @type {(inputs: Email_Booking_Next_Step_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de la visioconférence arrive par e-mail 24 heures avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video-call link arrives by e-mail 24 hours before the first session." |
*
* @param {Email_Booking_Next_Step_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_next_step_link = /** @type {((inputs?: Email_Booking_Next_Step_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Next_Step_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_next_step_link(inputs)
	return en_email_booking_next_step_link(inputs)
});