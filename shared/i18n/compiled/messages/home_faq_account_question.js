/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Account_QuestionInputs */

const en_home_faq_account_question = /** @type {(inputs: Home_Faq_Account_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do I need an account to book?`)
};

const fr_home_faq_account_question = /** @type {(inputs: Home_Faq_Account_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faut-il un compte pour réserver ?`)
};

/**
* | output |
* | --- |
* | "Do I need an account to book?" |
*
* @param {Home_Faq_Account_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_account_question = /** @type {((inputs?: Home_Faq_Account_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Account_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_account_question(inputs)
	return en_home_faq_account_question(inputs)
});