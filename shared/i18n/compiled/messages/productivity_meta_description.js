/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Productivity_Meta_DescriptionInputs */

const en_productivity_meta_description = /** @type {(inputs: Productivity_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Four live 1-hour group sessions over 4 weeks: teens learn to plan, focus and beat procrastination. ${i?.price}, all taxes included.`)
};

const fr_productivity_meta_description = /** @type {(inputs: Productivity_Meta_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quatre séances de groupe d'une heure en direct, sur 4 semaines : les adolescents apprennent à s'organiser, à se concentrer et à vaincre la procrastination. ${i?.price}, toutes taxes comprises.`)
};

/**
* | output |
* | --- |
* | "Four live 1-hour group sessions over 4 weeks: teens learn to plan, focus and beat procrastination. {price}, all taxes included." |
*
* @param {Productivity_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_meta_description = /** @type {((inputs: Productivity_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_meta_description(inputs)
	return en_productivity_meta_description(inputs)
});