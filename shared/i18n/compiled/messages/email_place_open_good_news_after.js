/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_Good_News_AfterInputs */

const en_email_place_open_good_news_after = /** @type {(inputs: Email_Place_Open_Good_News_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, the workshop you joined the waiting list for.`)
};

const fr_email_place_open_good_news_after = /** @type {(inputs: Email_Place_Open_Good_News_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, l'atelier pour lequel vous êtes sur la liste d'attente.`)
};

/**
* | output |
* | --- |
* | ", the workshop you joined the waiting list for." |
*
* @param {Email_Place_Open_Good_News_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_good_news_after = /** @type {((inputs?: Email_Place_Open_Good_News_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_Good_News_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_good_news_after(inputs)
	return en_email_place_open_good_news_after(inputs)
});