/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, days: NonNullable<unknown> }} Withdrawal_DoneInputs */

const en_withdrawal_done = /** @type {(inputs: Withdrawal_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your withdrawal is recorded. We sent you an e-mail acknowledging it; ${i?.amount} will be refunded to the card you paid with within ${i?.days} days.`)
};

const fr_withdrawal_done = /** @type {(inputs: Withdrawal_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre rétractation est enregistrée. Nous vous avons envoyé un e-mail qui en accuse réception ; ${i?.amount} vous sera remboursé sur la carte utilisée pour payer dans les ${i?.days} jours.`)
};

/**
* | output |
* | --- |
* | "Your withdrawal is recorded. We sent you an e-mail acknowledging it; {amount} will be refunded to the card you paid with within {days} days." |
*
* @param {Withdrawal_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_done = /** @type {((inputs: Withdrawal_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_done(inputs)
	return en_withdrawal_done(inputs)
});