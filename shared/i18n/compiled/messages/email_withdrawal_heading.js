/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Withdrawal_HeadingInputs */

const en_email_withdrawal_heading = /** @type {(inputs: Email_Withdrawal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We acknowledge your withdrawal`)
};

const fr_email_withdrawal_heading = /** @type {(inputs: Email_Withdrawal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous accusons réception de votre rétractation`)
};

/**
* | output |
* | --- |
* | "We acknowledge your withdrawal" |
*
* @param {Email_Withdrawal_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_heading = /** @type {((inputs?: Email_Withdrawal_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Withdrawal_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_withdrawal_heading(inputs)
	return en_email_withdrawal_heading(inputs)
});