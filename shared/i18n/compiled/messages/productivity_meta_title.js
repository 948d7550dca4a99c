/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Meta_TitleInputs */

const en_productivity_meta_title = /** @type {(inputs: Productivity_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productivity Workshop for Teens (12-16)`)
};

const fr_productivity_meta_title = /** @type {(inputs: Productivity_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier de productivité pour adolescents (12-16 ans)`)
};

/**
* | output |
* | --- |
* | "Productivity Workshop for Teens (12-16)" |
*
* @param {Productivity_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_meta_title = /** @type {((inputs?: Productivity_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_meta_title(inputs)
	return en_productivity_meta_title(inputs)
});