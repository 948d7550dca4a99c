/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Notice_ParentInputs */

const en_email_notice_parent = /** @type {(inputs: Email_Notice_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

const fr_email_notice_parent = /** @type {(inputs: Email_Notice_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent`)
};

/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Email_Notice_ParentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_notice_parent = /** @type {((inputs?: Email_Notice_ParentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_ParentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_notice_parent(inputs)
	return en_email_notice_parent(inputs)
});