/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown>, contactEmail: NonNullable<unknown> }} Email_SignatureInputs */

const en_email_signature = /** @type {(inputs: Email_SignatureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academyName} · ${i?.contactEmail}`)
};

const fr_email_signature = /** @type {(inputs: Email_SignatureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academyName} · ${i?.contactEmail}`)
};

/**
* | output |
* | --- |
* | "{academyName} · {contactEmail}" |
*
* @param {Email_SignatureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_signature = /** @type {((inputs: Email_SignatureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_SignatureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_signature(inputs)
	return en_email_signature(inputs)
});