/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_ListsInputs */

const en_privacy_what_lists = /** @type {(inputs: Privacy_What_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you join a waiting list or our newsletter, we keep your e-mail address for that, and nothing else. We never sell your data and never use it for advertising.`)
};

const fr_privacy_what_lists = /** @type {(inputs: Privacy_What_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous vous inscrivez sur une liste d'attente ou à notre newsletter, nous conservons votre adresse e-mail pour cela, et rien d'autre. Nous ne vendons jamais vos données et ne les utilisons jamais à des fins publicitaires.`)
};

/**
* | output |
* | --- |
* | "If you join a waiting list or our newsletter, we keep your e-mail address for that, and nothing else. We never sell your data and never use it for advertising." |
*
* @param {Privacy_What_ListsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_lists = /** @type {((inputs?: Privacy_What_ListsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_ListsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_lists(inputs)
	return en_privacy_what_lists(inputs)
});