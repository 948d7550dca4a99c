/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lost_Link_TitleInputs */

const en_lost_link_title = /** @type {(inputs: Lost_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find your booking`)
};

const fr_lost_link_title = /** @type {(inputs: Lost_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrouver votre réservation`)
};

/**
* | output |
* | --- |
* | "Find your booking" |
*
* @param {Lost_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_title = /** @type {((inputs?: Lost_Link_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Link_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lost_link_title(inputs)
	return en_lost_link_title(inputs)
});