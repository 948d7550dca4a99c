/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Email_Failed_HeadingInputs */

const en_productivity_success_email_failed_heading = /** @type {(inputs: Productivity_Success_Email_Failed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your confirmation e-mail.`)
};

const fr_productivity_success_email_failed_heading = /** @type {(inputs: Productivity_Success_Email_Failed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas pu envoyer votre e-mail de confirmation.`)
};

/**
* | output |
* | --- |
* | "We could not send your confirmation e-mail." |
*
* @param {Productivity_Success_Email_Failed_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed_heading = /** @type {((inputs?: Productivity_Success_Email_Failed_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Email_Failed_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_email_failed_heading(inputs)
	return en_productivity_success_email_failed_heading(inputs)
});