/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Account_Exists_Not_YouInputs */

const en_email_account_exists_not_you = /** @type {(inputs: Email_Account_Exists_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, you can ignore this email: nothing was changed.`)
};

const fr_email_account_exists_not_you = /** @type {(inputs: Email_Account_Exists_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n'était pas vous, vous pouvez ignorer cet e-mail : rien n'a été modifié.`)
};

/**
* | output |
* | --- |
* | "If it was not you, you can ignore this email: nothing was changed." |
*
* @param {Email_Account_Exists_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_not_you = /** @type {((inputs?: Email_Account_Exists_Not_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Account_Exists_Not_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_account_exists_not_you(inputs)
	return en_email_account_exists_not_you(inputs)
});