/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, contactEmail: NonNullable<unknown> }} Withdrawal_Not_AllowedInputs */

const en_withdrawal_not_allowed = /** @type {(inputs: Withdrawal_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This booking's ${i?.days}-day withdrawal period has ended, or the booking is already cancelled. See its page for what you may do now, or write to us at ${i?.contactEmail}.`)
};

const fr_withdrawal_not_allowed = /** @type {(inputs: Withdrawal_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le délai de rétractation de ${i?.days} jours de cette réservation est passé, ou la réservation est déjà annulée. Consultez sa page pour savoir ce que vous pouvez faire, ou écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "This booking's {days}-day withdrawal period has ended, or the booking is already cancelled. See its page for what you may do now, or write to us at {contactE..." |
*
* @param {Withdrawal_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_not_allowed = /** @type {((inputs: Withdrawal_Not_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Not_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_not_allowed(inputs)
	return en_withdrawal_not_allowed(inputs)
});