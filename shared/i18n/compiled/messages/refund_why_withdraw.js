/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, until: NonNullable<unknown> }} Refund_Why_WithdrawInputs */

const en_refund_why_withdraw = /** @type {(inputs: Refund_Why_WithdrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are within your ${i?.days}-day withdrawal period (until ${i?.until}): you may withdraw without giving a reason.`)
};

const fr_refund_why_withdraw = /** @type {(inputs: Refund_Why_WithdrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes dans votre délai de rétractation de ${i?.days} jours (jusqu'au ${i?.until}) : vous pouvez vous rétracter sans donner de motif.`)
};

/**
* | output |
* | --- |
* | "You are within your {days}-day withdrawal period (until {until}): you may withdraw without giving a reason." |
*
* @param {Refund_Why_WithdrawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_withdraw = /** @type {((inputs: Refund_Why_WithdrawInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_WithdrawInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_withdraw(inputs)
	return en_refund_why_withdraw(inputs)
});