/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contactEmail: NonNullable<unknown> }} Withdrawal_Not_FoundInputs */

const en_withdrawal_not_found = /** @type {(inputs: Withdrawal_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We found no booking with this reference and e-mail address. Check your confirmation e-mail, or write to us at ${i?.contactEmail}.`)
};

const fr_withdrawal_not_found = /** @type {(inputs: Withdrawal_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune réservation ne correspond à cette référence et à cette adresse e-mail. Vérifiez votre e-mail de confirmation, ou écrivez-nous à ${i?.contactEmail}.`)
};

/**
* | output |
* | --- |
* | "We found no booking with this reference and e-mail address. Check your confirmation e-mail, or write to us at {contactEmail}." |
*
* @param {Withdrawal_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_not_found = /** @type {((inputs: Withdrawal_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_not_found(inputs)
	return en_withdrawal_not_found(inputs)
});