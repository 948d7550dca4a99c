/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_ButtonInputs */

const en_email_place_open_button = /** @type {(inputs: Email_Place_Open_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book the place`)
};

const fr_email_place_open_button = /** @type {(inputs: Email_Place_Open_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver la place`)
};

/**
* | output |
* | --- |
* | "Book the place" |
*
* @param {Email_Place_Open_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_button = /** @type {((inputs?: Email_Place_Open_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_button(inputs)
	return en_email_place_open_button(inputs)
});