/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Paste_LinkInputs */

const en_email_paste_link = /** @type {(inputs: Email_Paste_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or paste this link into your browser:`)
};

const fr_email_paste_link = /** @type {(inputs: Email_Paste_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou collez ce lien dans votre navigateur :`)
};

/**
* | output |
* | --- |
* | "Or paste this link into your browser:" |
*
* @param {Email_Paste_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_paste_link = /** @type {((inputs?: Email_Paste_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Paste_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_paste_link(inputs)
	return en_email_paste_link(inputs)
});