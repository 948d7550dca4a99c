/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Text_Too_LongInputs */

const en_admin_workshop_text_too_long = /** @type {(inputs: Admin_Workshop_Text_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This text is too long`)
};

const fr_admin_workshop_text_too_long = /** @type {(inputs: Admin_Workshop_Text_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce texte est trop long`)
};

/**
* | output |
* | --- |
* | "This text is too long" |
*
* @param {Admin_Workshop_Text_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_text_too_long = /** @type {((inputs?: Admin_Workshop_Text_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Text_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_text_too_long(inputs)
	return en_admin_workshop_text_too_long(inputs)
});