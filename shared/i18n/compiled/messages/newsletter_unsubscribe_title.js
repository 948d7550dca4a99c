/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Unsubscribe_TitleInputs */

const en_newsletter_unsubscribe_title = /** @type {(inputs: Newsletter_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from our newsletter?`)
};

const fr_newsletter_unsubscribe_title = /** @type {(inputs: Newsletter_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner de notre newsletter ?`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from our newsletter?" |
*
* @param {Newsletter_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_unsubscribe_title = /** @type {((inputs?: Newsletter_Unsubscribe_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Unsubscribe_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_unsubscribe_title(inputs)
	return en_newsletter_unsubscribe_title(inputs)
});