/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Send_HeadingInputs */

const en_withdrawal_send_heading = /** @type {(inputs: Withdrawal_Send_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your withdrawal`)
};

const fr_withdrawal_send_heading = /** @type {(inputs: Withdrawal_Send_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer votre rétractation`)
};

/**
* | output |
* | --- |
* | "Send your withdrawal" |
*
* @param {Withdrawal_Send_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_send_heading = /** @type {((inputs?: Withdrawal_Send_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Send_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_send_heading(inputs)
	return en_withdrawal_send_heading(inputs)
});