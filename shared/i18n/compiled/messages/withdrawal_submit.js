/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_SubmitInputs */

const en_withdrawal_submit = /** @type {(inputs: Withdrawal_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send my withdrawal`)
};

const fr_withdrawal_submit = /** @type {(inputs: Withdrawal_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer ma rétractation`)
};

/**
* | output |
* | --- |
* | "Send my withdrawal" |
*
* @param {Withdrawal_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_submit = /** @type {((inputs?: Withdrawal_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_submit(inputs)
	return en_withdrawal_submit(inputs)
});