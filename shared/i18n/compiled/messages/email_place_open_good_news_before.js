/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_Good_News_BeforeInputs */

const en_email_place_open_good_news_before = /** @type {(inputs: Email_Place_Open_Good_News_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good news: a place has opened in `)
};

const fr_email_place_open_good_news_before = /** @type {(inputs: Email_Place_Open_Good_News_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : une place s'est libérée dans `)
};

/**
* | output |
* | --- |
* | "Good news: a place has opened in" |
*
* @param {Email_Place_Open_Good_News_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_good_news_before = /** @type {((inputs?: Email_Place_Open_Good_News_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_Good_News_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_good_news_before(inputs)
	return en_email_place_open_good_news_before(inputs)
});