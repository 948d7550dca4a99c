/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Reason_WithdrawalInputs */

const en_invoice_reason_withdrawal = /** @type {(inputs: Invoice_Reason_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal within the 14-day period`)
};

const fr_invoice_reason_withdrawal = /** @type {(inputs: Invoice_Reason_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétractation dans le délai de 14 jours`)
};

/**
* | output |
* | --- |
* | "Withdrawal within the 14-day period" |
*
* @param {Invoice_Reason_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_withdrawal = /** @type {((inputs?: Invoice_Reason_WithdrawalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Reason_WithdrawalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_reason_withdrawal(inputs)
	return en_invoice_reason_withdrawal(inputs)
});