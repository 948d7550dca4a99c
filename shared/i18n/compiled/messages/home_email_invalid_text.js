/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Invalid_TextInputs */

const en_home_email_invalid_text = /** @type {(inputs: Home_Email_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may be incomplete or already replaced by a newer one. Sign in and we will send you a new link.`)
};

const fr_home_email_invalid_text = /** @type {(inputs: Home_Email_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il est peut-être incomplet ou a déjà été remplacé par un lien plus récent. Connectez-vous et nous vous enverrons un nouveau lien.`)
};

/**
* | output |
* | --- |
* | "It may be incomplete or already replaced by a newer one. Sign in and we will send you a new link." |
*
* @param {Home_Email_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_invalid_text = /** @type {((inputs?: Home_Email_Invalid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Invalid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_invalid_text(inputs)
	return en_home_email_invalid_text(inputs)
});