/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Meta_DescriptionInputs */

const en_privacy_meta_description = /** @type {(inputs: Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect when you book a workshop for your teen, why, who sees it, how long we keep it and how to have it erased.`)
};

const fr_privacy_meta_description = /** @type {(inputs: Privacy_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous collectons quand vous réservez un atelier pour votre adolescent, pourquoi, qui y a accès, combien de temps nous le conservons et comment le faire effacer.`)
};

/**
* | output |
* | --- |
* | "What we collect when you book a workshop for your teen, why, who sees it, how long we keep it and how to have it erased." |
*
* @param {Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_meta_description = /** @type {((inputs?: Privacy_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_meta_description(inputs)
	return en_privacy_meta_description(inputs)
});