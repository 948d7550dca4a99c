/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_Retry_Still_FailingInputs */

const en_admin_refund_retry_still_failing = /** @type {(inputs: Admin_Refund_Retry_Still_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment provider still refuses this refund. Check the payment in its dashboard.`)
};

const fr_admin_refund_retry_still_failing = /** @type {(inputs: Admin_Refund_Retry_Still_FailingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prestataire de paiement refuse toujours ce remboursement. Vérifiez le paiement dans son tableau de bord.`)
};

/**
* | output |
* | --- |
* | "The payment provider still refuses this refund. Check the payment in its dashboard." |
*
* @param {Admin_Refund_Retry_Still_FailingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_retry_still_failing = /** @type {((inputs?: Admin_Refund_Retry_Still_FailingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_Retry_Still_FailingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_refund_retry_still_failing(inputs)
	return en_admin_refund_retry_still_failing(inputs)
});