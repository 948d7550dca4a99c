/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Unsubscribe_QuestionInputs */

const en_email_unsubscribe_question = /** @type {(inputs: Email_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't want these e-mails?`)
};

const fr_email_unsubscribe_question = /** @type {(inputs: Email_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne souhaitez plus recevoir ces e-mails ?`)
};

/**
* | output |
* | --- |
* | "Don't want these e-mails?" |
*
* @param {Email_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_unsubscribe_question = /** @type {((inputs?: Email_Unsubscribe_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Unsubscribe_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_unsubscribe_question(inputs)
	return en_email_unsubscribe_question(inputs)
});