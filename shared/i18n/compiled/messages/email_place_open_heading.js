/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Place_Open_HeadingInputs */

const en_email_place_open_heading = /** @type {(inputs: Email_Place_Open_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place is held for your family`)
};

const fr_email_place_open_heading = /** @type {(inputs: Email_Place_Open_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une place est réservée pour votre famille`)
};

/**
* | output |
* | --- |
* | "A place is held for your family" |
*
* @param {Email_Place_Open_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_heading = /** @type {((inputs?: Email_Place_Open_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Place_Open_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_place_open_heading(inputs)
	return en_email_place_open_heading(inputs)
});