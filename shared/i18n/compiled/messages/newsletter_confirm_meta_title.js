/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Meta_TitleInputs */

const en_newsletter_confirm_meta_title = /** @type {(inputs: Newsletter_Confirm_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your newsletter subscription`)
};

const fr_newsletter_confirm_meta_title = /** @type {(inputs: Newsletter_Confirm_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre inscription à la newsletter`)
};

/**
* | output |
* | --- |
* | "Confirm your newsletter subscription" |
*
* @param {Newsletter_Confirm_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_meta_title = /** @type {((inputs?: Newsletter_Confirm_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_meta_title(inputs)
	return en_newsletter_confirm_meta_title(inputs)
});