/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_No_LinkInputs */

const en_email_group_no_link = /** @type {(inputs: Email_Group_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link will follow by e-mail before the first session.`)
};

const fr_email_group_no_link = /** @type {(inputs: Email_Group_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vidéo suivra par e-mail avant la première séance.`)
};

/**
* | output |
* | --- |
* | "The video link will follow by e-mail before the first session." |
*
* @param {Email_Group_No_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_no_link = /** @type {((inputs?: Email_Group_No_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_No_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_no_link(inputs)
	return en_email_group_no_link(inputs)
});