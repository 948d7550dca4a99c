/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_NoticeInputs */

const en_withdrawal_model_notice = /** @type {(inputs: Withdrawal_Model_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I hereby give notice that I withdraw from my contract for the supply of the following service:`)
};

const fr_withdrawal_model_notice = /** @type {(inputs: Withdrawal_Model_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :`)
};

/**
* | output |
* | --- |
* | "I hereby give notice that I withdraw from my contract for the supply of the following service:" |
*
* @param {Withdrawal_Model_NoticeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_notice = /** @type {((inputs?: Withdrawal_Model_NoticeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_NoticeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_notice(inputs)
	return en_withdrawal_model_notice(inputs)
});