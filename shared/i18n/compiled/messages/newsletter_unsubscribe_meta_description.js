/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Newsletter_Unsubscribe_Meta_DescriptionInputs */

const en_newsletter_unsubscribe_meta_description = /** @type {(inputs: Newsletter_Unsubscribe_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop receiving the ${i?.academyName} newsletter.`)
};

const fr_newsletter_unsubscribe_meta_description = /** @type {(inputs: Newsletter_Unsubscribe_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir la newsletter de ${i?.academyName}.`)
};

/**
* | output |
* | --- |
* | "Stop receiving the {academyName} newsletter." |
*
* @param {Newsletter_Unsubscribe_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_meta_description = /** @type {((inputs: Newsletter_Unsubscribe_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribe_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribe_meta_description(inputs)
	return en_newsletter_unsubscribe_meta_description(inputs)
});