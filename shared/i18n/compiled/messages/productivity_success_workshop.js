/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_WorkshopInputs */

const en_productivity_success_workshop = /** @type {(inputs: Productivity_Success_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop`)
};

const fr_productivity_success_workshop = /** @type {(inputs: Productivity_Success_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier`)
};

/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Productivity_Success_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_workshop = /** @type {((inputs?: Productivity_Success_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_workshop(inputs)
	return en_productivity_success_workshop(inputs)
});