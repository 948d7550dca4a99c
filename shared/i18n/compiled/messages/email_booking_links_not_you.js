/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Booking_Links_Not_YouInputs */

const en_email_booking_links_not_you = /** @type {(inputs: Email_Booking_Links_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for them, you can ignore this e-mail.`)
};

const fr_email_booking_links_not_you = /** @type {(inputs: Email_Booking_Links_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne les avez pas demandés, ignorez cet e-mail.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for them, you can ignore this e-mail." |
*
* @param {Email_Booking_Links_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_booking_links_not_you = /** @type {((inputs?: Email_Booking_Links_Not_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Booking_Links_Not_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_booking_links_not_you(inputs)
	return en_email_booking_links_not_you(inputs)
});