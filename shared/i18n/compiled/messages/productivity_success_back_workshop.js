/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Back_WorkshopInputs */

const en_productivity_success_back_workshop = /** @type {(inputs: Productivity_Success_Back_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the productivity workshop`)
};

const fr_productivity_success_back_workshop = /** @type {(inputs: Productivity_Success_Back_WorkshopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'atelier de productivité`)
};

/**
* | output |
* | --- |
* | "Back to the productivity workshop" |
*
* @param {Productivity_Success_Back_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_back_workshop = /** @type {((inputs?: Productivity_Success_Back_WorkshopInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Back_WorkshopInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_back_workshop(inputs)
	return en_productivity_success_back_workshop(inputs)
});