/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Reason_GuaranteeInputs */

const en_invoice_reason_guarantee = /** @type {(inputs: Invoice_Reason_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund request accepted`)
};

const fr_invoice_reason_guarantee = /** @type {(inputs: Invoice_Reason_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de remboursement acceptée`)
};

/**
* | output |
* | --- |
* | "Refund request accepted" |
*
* @param {Invoice_Reason_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const invoice_reason_guarantee = /** @type {((inputs?: Invoice_Reason_GuaranteeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Reason_GuaranteeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invoice_reason_guarantee(inputs)
	return en_invoice_reason_guarantee(inputs)
});