/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cancelled_BodyInputs */

const en_payment_cancelled_body = /** @type {(inputs: Payment_Cancelled_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment was cancelled and nothing was charged. The place held for your teen has been released. You can come back to the registration whenever you like.`)
};

const fr_payment_cancelled_body = /** @type {(inputs: Payment_Cancelled_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement a été annulé et aucun montant n'a été débité. La place réservée pour votre adolescent a été libérée. Vous pouvez reprendre l'inscription quand vous le souhaitez.`)
};

/**
* | output |
* | --- |
* | "Your payment was cancelled and nothing was charged. The place held for your teen has been released. You can come back to the registration whenever you like." |
*
* @param {Payment_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cancelled_body = /** @type {((inputs?: Payment_Cancelled_BodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cancelled_BodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_cancelled_body(inputs)
	return en_payment_cancelled_body(inputs)
});