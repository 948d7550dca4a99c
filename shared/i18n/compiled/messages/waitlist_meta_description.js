/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Waitlist_Meta_DescriptionInputs */

const en_waitlist_meta_description = /** @type {(inputs: Waitlist_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave your e-mail address and be the first to hear when a place opens in the ${i?.title} workshop for teens.`)
};

const fr_waitlist_meta_description = /** @type {(inputs: Waitlist_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Laissez votre adresse e-mail et soyez informé en premier dès qu'une place se libère dans l'atelier ${i?.title} pour adolescents.`)
};

/**
* | output |
* | --- |
* | "Leave your e-mail address and be the first to hear when a place opens in the {title} workshop for teens." |
*
* @param {Waitlist_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_meta_description = /** @type {((inputs: Waitlist_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_meta_description(inputs)
	return en_waitlist_meta_description(inputs)
});