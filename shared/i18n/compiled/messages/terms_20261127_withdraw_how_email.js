/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Terms_20261127_Withdraw_How_EmailInputs */

const en_terms_20261127_withdraw_how_email = /** @type {(inputs: Terms_20261127_Withdraw_How_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`any clear statement that you withdraw, by e-mail to ${i?.email}.`)
};

const fr_terms_20261127_withdraw_how_email = /** @type {(inputs: Terms_20261127_Withdraw_How_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`toute déclaration claire de votre rétractation, par e-mail à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "any clear statement that you withdraw, by e-mail to {email}." |
*
* @param {Terms_20261127_Withdraw_How_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_withdraw_how_email = /** @type {((inputs: Terms_20261127_Withdraw_How_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Withdraw_How_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_withdraw_how_email(inputs)
	return en_terms_20261127_withdraw_how_email(inputs)
});