/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Email_LabelInputs */

const en_withdrawal_email_label = /** @type {(inputs: Withdrawal_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address used for the booking`)
};

const fr_withdrawal_email_label = /** @type {(inputs: Withdrawal_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail utilisée pour la réservation`)
};

/**
* | output |
* | --- |
* | "E-mail address used for the booking" |
*
* @param {Withdrawal_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_email_label = /** @type {((inputs?: Withdrawal_Email_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Email_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_email_label(inputs)
	return en_withdrawal_email_label(inputs)
});