/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_Account_AnswerInputs */

const en_home_faq_account_answer = /** @type {(inputs: Home_Faq_Account_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Parents and guardians can choose a workshop, register their teen and pay by card without creating an account. You receive a confirmation e-mail straight after payment.`)
};

const fr_home_faq_account_answer = /** @type {(inputs: Home_Faq_Account_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non. Les parents et tuteurs peuvent choisir un atelier, inscrire leur ado et payer par carte sans créer de compte. Vous recevez un e-mail de confirmation dès le paiement effectué.`)
};

/**
* | output |
* | --- |
* | "No. Parents and guardians can choose a workshop, register their teen and pay by card without creating an account. You receive a confirmation e-mail straight ..." |
*
* @param {Home_Faq_Account_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_faq_account_answer = /** @type {((inputs?: Home_Faq_Account_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_Account_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_faq_account_answer(inputs)
	return en_home_faq_account_answer(inputs)
});