/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Newsletter_Confirm_Meta_DescriptionInputs */

const en_newsletter_confirm_meta_description = /** @type {(inputs: Newsletter_Confirm_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your subscription to the ${i?.academyName} newsletter.`)
};

const fr_newsletter_confirm_meta_description = /** @type {(inputs: Newsletter_Confirm_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez votre inscription à la newsletter de ${i?.academyName}.`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription to the {academyName} newsletter." |
*
* @param {Newsletter_Confirm_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_meta_description = /** @type {((inputs: Newsletter_Confirm_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_meta_description(inputs)
	return en_newsletter_confirm_meta_description(inputs)
});